/** The part of http_ece (RFC 8188, web-push's codec) the push-service stub uses to open a message. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer | string },
  ): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
