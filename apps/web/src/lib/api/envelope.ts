// The response envelope of every call (spec point 3, docs/decisions/0001).

export interface ApiResponse<T> {
  /** 'success', or 'error' (the old backend also used other words: anything else is a failure). */
  status: string;
  message: string;
  data: T | null;
  /** Equals the HTTP status; 0 when the call never got an answer. */
  responseCode: number;
}

export function isSuccess<T>(response: ApiResponse<T>): boolean {
  return response.status === 'success';
}

export function failure<T>(message: string, responseCode = 0): ApiResponse<T> {
  return { status: 'error', message, data: null, responseCode };
}

/** Reads an envelope from a parsed body; anything else means the answer is not ours. */
export function asEnvelope(body: unknown, httpStatus: number): ApiResponse<unknown> | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.status !== 'string') return null;
  return {
    status: record.status,
    message: typeof record.message === 'string' ? record.message : '',
    data: record.data ?? null,
    responseCode: typeof record.responseCode === 'number' ? record.responseCode : httpStatus,
  };
}

/** Thrown by unwrap() so TanStack Query sees a failed call as an error. */
export class ApiError extends Error {
  constructor(readonly response: ApiResponse<unknown>) {
    super(response.message);
    this.name = 'ApiError';
  }
}

/** The data of a successful answer, for query functions; throws ApiError otherwise. */
export function unwrap<T>(response: ApiResponse<T>): T | null {
  if (!isSuccess(response)) throw new ApiError(response);
  return response.data;
}
