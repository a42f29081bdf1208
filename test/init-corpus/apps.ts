// The corpus's applications by name, and the halves of split.ts (tuned, held out, blind) as lists of them.

import { app as answer } from "./apps/answer.js";
import { app as asciinema } from "./apps/asciinema.js";
import { app as authelia } from "./apps/authelia.js";
import { app as authentik } from "./apps/authentik.js";
import { app as awx } from "./apps/awx.js";
import { app as calcom } from "./apps/calcom.js";
import { app as coder } from "./apps/coder.js";
import { app as dex } from "./apps/dex.js";
import { app as dify } from "./apps/dify.js";
import { app as documenso } from "./apps/documenso.js";
import { app as docuseal } from "./apps/docuseal.js";
import { app as ente } from "./apps/ente.js";
import { app as feedbin } from "./apps/feedbin.js";
import { app as fireflyiii } from "./apps/fireflyiii.js";
import { app as firezone } from "./apps/firezone.js";
import { app as formbricks } from "./apps/formbricks.js";
import { app as freshrss } from "./apps/freshrss.js";
import { app as ghost } from "./apps/ghost.js";
import { app as gitea } from "./apps/gitea.js";
import { app as gotosocial } from "./apps/gotosocial.js";
import { app as gotrue } from "./apps/gotrue.js";
import { app as harbor } from "./apps/harbor.js";
import { app as hatchet } from "./apps/hatchet.js";
import { app as healthchecks } from "./apps/healthchecks.js";
import { app as hoppscotch } from "./apps/hoppscotch.js";
import { app as huginn } from "./apps/huginn.js";
import { app as hydra } from "./apps/hydra.js";
import { app as immich } from "./apps/immich.js";
import { app as infisical } from "./apps/infisical.js";
import { app as invidious } from "./apps/invidious.js";
import { app as kestra } from "./apps/kestra.js";
import { app as kong } from "./apps/kong.js";
import { app as kratos } from "./apps/kratos.js";
import { app as lago } from "./apps/lago.js";
import { app as langfuse } from "./apps/langfuse.js";
import { app as lemmy } from "./apps/lemmy.js";
import { app as listmonk } from "./apps/listmonk.js";
import { app as logto } from "./apps/logto.js";
import { app as mattermost } from "./apps/mattermost.js";
import { app as mealie } from "./apps/mealie.js";
import { app as medusa } from "./apps/medusa.js";
import { app as miniflux } from "./apps/miniflux.js";
import { app as misskey } from "./apps/misskey.js";
import { app as mobilizon } from "./apps/mobilizon.js";
import { app as n8n } from "./apps/n8n.js";
import { app as netbox } from "./apps/netbox.js";
import { app as openstreetmap } from "./apps/openstreetmap.js";
import { app as outline } from "./apps/outline.js";
import { app as paperless } from "./apps/paperless.js";
import { app as peertube } from "./apps/peertube.js";
import { app as pixelfed } from "./apps/pixelfed.js";
import { app as plane } from "./apps/plane.js";
import { app as plausible } from "./apps/plausible.js";
import { app as pleroma } from "./apps/pleroma.js";
import { app as pocketid } from "./apps/pocketid.js";
import { app as rallly } from "./apps/rallly.js";
import { app as redash } from "./apps/redash.js";
import { app as redmine } from "./apps/redmine.js";
import { app as saleor } from "./apps/saleor.js";
import { app as sentry } from "./apps/sentry.js";
import { app as svix } from "./apps/svix.js";
import { app as synapse } from "./apps/synapse.js";
import { app as taiga } from "./apps/taiga.js";
import { app as thingsboard } from "./apps/thingsboard.js";
import { app as traccar } from "./apps/traccar.js";
import { app as triggerdev } from "./apps/triggerdev.js";
import { app as umami } from "./apps/umami.js";
import { app as unleash } from "./apps/unleash.js";
import { app as vaultwarden } from "./apps/vaultwarden.js";
import { app as vikunja } from "./apps/vikunja.js";
import { app as wagtail } from "./apps/wagtail.js";
import { app as wikijs } from "./apps/wikijs.js";
import { app as windmill } from "./apps/windmill.js";
import { app as zitadel } from "./apps/zitadel.js";
import { BLIND, HELD_OUT, TUNE } from "./split.js";
import type { CorpusApp } from "./types.js";

const ALL: CorpusApp[] = [
  firezone,
  fireflyiii,
  kestra,
  pocketid,
  traccar,
  medusa,
  freshrss,
  hatchet,
  taiga,
  docuseal,
  awx,
  gotosocial,
  svix,
  dex,
  answer,
  asciinema,
  authelia,
  authentik,
  calcom,
  coder,
  dify,
  documenso,
  ente,
  feedbin,
  formbricks,
  ghost,
  gitea,
  gotrue,
  harbor,
  healthchecks,
  hoppscotch,
  huginn,
  hydra,
  immich,
  infisical,
  invidious,
  kong,
  kratos,
  lago,
  lemmy,
  listmonk,
  logto,
  mattermost,
  mealie,
  miniflux,
  misskey,
  mobilizon,
  n8n,
  netbox,
  openstreetmap,
  outline,
  paperless,
  pixelfed,
  plane,
  pleroma,
  rallly,
  redash,
  redmine,
  saleor,
  sentry,
  synapse,
  thingsboard,
  triggerdev,
  umami,
  unleash,
  vaultwarden,
  vikunja,
  wikijs,
  windmill,
  zitadel,
  langfuse,
  peertube,
  plausible,
  wagtail,
];

const byName = new Map(ALL.map((app) => [app.name, app]));
const pick = (names: readonly string[]) =>
  names.map((name) => {
    const app = byName.get(name);
    if (!app) throw new Error(`split.ts names ${name}, which has no file in apps/`);
    return app;
  });

export const tuned: CorpusApp[] = pick(TUNE);
export const heldOut: CorpusApp[] = pick(HELD_OUT);
export const blind: CorpusApp[] = pick(BLIND);

/** Every application of the corpus, by name. */
export const appNamed = (name: string): CorpusApp | undefined => byName.get(name);
