import { isRouteErrorResponse } from "react-router";
import { DEFAULT_ERROR_MESSAGE, DEFAULT_ERROR_STATUS } from "../config/error-messages";

export interface ErrorDescription {
  status: number;
  message: string;
  /** Only in development builds: readers never see a stack trace. */
  stack?: string;
}

/** Turns anything a route can throw into the status and message the error page shows. */
export function describeError(error: unknown, { withStack = false } = {}): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" && error.data ? error.data : error.statusText;
    return { status: error.status, message: message || DEFAULT_ERROR_MESSAGE };
  }
  if (error instanceof Error) {
    const status = "status" in error && typeof error.status === "number" ? error.status : DEFAULT_ERROR_STATUS;
    return {
      status,
      message: error.message || DEFAULT_ERROR_MESSAGE,
      ...(withStack && error.stack ? { stack: error.stack } : {}),
    };
  }
  return { status: DEFAULT_ERROR_STATUS, message: DEFAULT_ERROR_MESSAGE };
}
