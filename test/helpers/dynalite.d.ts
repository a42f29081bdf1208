// The little of dynalite's API the tests use (the package ships no types).
declare module "dynalite" {
  export default function dynalite(options?: {
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }): import("node:http").Server;
}
