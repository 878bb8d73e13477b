// The nonce that binds Google's ID token to this page (DESIGN.md §14): the page keeps a random secret in
// memory only (no storage a tag could read later), gives Google its SHA-256 as `nonce`, and sends the
// secret with the token; the API checks the token's nonce is the secret's hash and takes each token once.

/** A page's proof for one Google sign-in: `raw` stays here, `nonce` goes to Google. */
export type GoogleNonce = { raw: string; nonce: string };

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes and their SHA-256, both base64url (crypto.subtle: HTTPS or localhost only). */
export async function makeGoogleNonce(): Promise<GoogleNonce> {
  const raw = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(raw));
  return { raw, nonce: base64url(new Uint8Array(digest)) };
}
