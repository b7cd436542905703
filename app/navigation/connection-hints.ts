/** The part of the Network Information API the prefetcher reads (Chromium, Android browsers). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the reader's connection allows fetching pages they have not asked for. */
export function connectionAllowsPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

/** The reader's connection, where the browser tells. */
export const readerConnection = () => (navigator as { connection?: ConnectionHints }).connection;
