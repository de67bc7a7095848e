/** What a failed call to Parley's API says when the server gave no words of its own. */
export default {
  requestFailed: 'Request failed with status {status}',
  timedOut: 'Operation timed out',
  unreachable: 'Failed to fetch',
} as const;
