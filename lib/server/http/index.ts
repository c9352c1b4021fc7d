import '@/lib/server/only';

/**
 * The HTTP toolkit every API route uses: one wrapper (methods, errors → statuses), one JSON body
 * reader, one contract check (`{ error: { code, message, details? } }` with a 4xx), one route
 * segment check, one no-store header, file answers and the server's cookies.
 */
export { apiHandler, assertSameOrigin } from './api-handler';
export { claimedEmail, INVALID_REQUEST, MAX_BODY_BYTES, parseInput, readJsonBody, routeParam, singleQuery } from './input';
export { noStore, sendFile, type FileAnswer } from './response';
export { isProductionHost, serverCookie, type ServerCookieOptions } from './cookies';
export { ConflictError, ForbiddenError, HttpError, NotFoundError, TooManyRequestsError, UnauthorizedError } from './errors';
