// The little of asl-validator's API the tests use (the package ships no types).
declare module "asl-validator" {
  export default function validator(
    definition: unknown,
    options?: { checkPaths?: boolean; checkArn?: boolean },
  ): { isValid: boolean; errors: { message: string; path?: string }[] };
}
