import { apiHandler, NotFoundError } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

const notFound = () => {
  throw new NotFoundError('There is no such API endpoint.');
};

/** Any /api path no route serves: a JSON 404 (never the HTML 404 page), whatever the method. */
export default apiHandler({ GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound });
