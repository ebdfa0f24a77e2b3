/** Thrown by services; the error handler turns it into `{error}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  static badRequest(message: string) {
    return new HttpError(400, message);
  }
  static unauthorized(message = 'Please log in to continue.') {
    return new HttpError(401, message);
  }
  static forbidden(message = 'You do not have permission to do that.') {
    return new HttpError(403, message);
  }
  static notFound(message = 'Not found.') {
    return new HttpError(404, message);
  }
  static conflict(message: string) {
    return new HttpError(409, message);
  }
  static tooManyRequests(message: string) {
    return new HttpError(429, message);
  }
}
