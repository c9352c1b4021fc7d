import '@/lib/server/only';

/**
 * The HTTP toolkit every API route uses: one wrapper (methods, errors → statuses), one JSON body
 * reader, one contract check (`{ error: { code, message, details? } }` with a 4xx), one route
 * segment check, one no-store header, file answers and the server's cookies.
 */
export { apiHandler, assertSameOrigin } from './api-handler';
export { claimedEmail, parseInput, readJsonBody, routeParam, singleQuery } from './input';
export { noStore, sendFile } from './response';
export { ForbiddenError, HttpError, NotFoundError, UnauthorizedError } from './errors';
