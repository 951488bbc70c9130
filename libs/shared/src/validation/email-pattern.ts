/** The "simple email pattern" of docs/product.md §5. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
