import type { RequestHandler } from 'express';

/**
 * Browser features our pages may use: only geolocation, for 'near me' searches, and only on our
 * own origin; embedded maps and videos and anything injected get none of them.
 */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'interest-cohort=()',
].join(', ');

/**
 * Headers helmet does not send: the Permissions-Policy, and `Cache-Control: no-store` on every
 * answer to a request that carries credentials, so no browser or proxy keeps a user's data.
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (req.headers.authorization) res.setHeader('Cache-Control', 'no-store');
  next();
};
