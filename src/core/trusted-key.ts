// Keys a workspace trusts to vouch for cards: named public JWKs, each with the provider or domain
// it speaks for. A private key never enters a workspace: a JWK with any private member (RFC 7518
// §6.2.2, §6.3.2, §6.4.1) is refused, at that member's path, rather than stripped.
import { z } from 'zod';

const PRIVATE = 'a private key member: only public keys can be trusted, and none is ever saved';
const privateMember = z.undefined({ error: PRIVATE }).optional();
const text = z.string().max(16_384).optional();

/** A public JWK of a type a card signature can use: EC, RSA or OKP (Ed25519). */
export const publicJwkSchema = z.object({
  kty: z.enum(['EC', 'RSA', 'OKP']),
  kid: text,
  alg: text,
  use: text,
  crv: text,
  x: text,
  y: text,
  n: text,
  e: text,
  d: privateMember,
  p: privateMember,
  q: privateMember,
  dp: privateMember,
  dq: privateMember,
  qi: privateMember,
  oth: privateMember,
  k: privateMember,
});
export type PublicJwk = z.infer<typeof publicJwkSchema>;

export const trustedKeySchema = z.object({
  /** What the reviewer calls the key, shown beside each signature it verifies. */
  name: z.string().min(1, 'a trusted key needs a name'),
  /** The provider or domain the key vouches for (`bank.example`). */
  vouchesFor: z.string(),
  jwk: publicJwkSchema,
});
export type TrustedKey = z.infer<typeof trustedKeySchema>;
