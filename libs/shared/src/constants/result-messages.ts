/** What the result pages say when a result cannot be shown (docs/product.md §6). */
export const resultMessages = {
  /** An unknown id and another account's result read the same: nothing tells them apart. */
  notFound: 'This result does not exist, or it belongs to another account.',
  /** The pages' own fallback when an insight carries no message of its own. */
  fetchFailed: 'Error fetching wisdom insights',
  failed: 'Could not load this result. Please try again.',
  /** A result kept in an older format opens on the older pages only. */
  olderFormat: 'This result is in an older format: open it from its own link.',
} as const;
