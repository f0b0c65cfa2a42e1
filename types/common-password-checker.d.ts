declare module "common-password-checker" {
  /** True when the password (case-insensitively) is one of the ~15,800 most common passwords. */
  export default function commonPassword(password: string): boolean;
}
