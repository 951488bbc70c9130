// The async boundary Module Federation needs before any shared module is used.
import('./bootstrap.tsx');
