/** The "simple email pattern" of SPEC §5. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
