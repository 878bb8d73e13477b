// The outside services' own addresses: each setting's default, and in production the only address it
// may have (production-checks.ts). A different one would send login codes, the human check's tokens or
// people's places to whoever answers there, or accept whatever a stand-in says.

export const outsideServiceUrls = {
  TURNSTILE_VERIFY_URL: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  SSL_WIRELESS_URL: 'https://smsplus.sslwireless.com',
  BULKSMSBD_URL: 'https://bulksmsbd.net/api/smsapi',
  GOOGLE_GEOCODE_URL: 'https://maps.googleapis.com/maps/api/geocode/json',
  BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
  SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com',
} as const;
