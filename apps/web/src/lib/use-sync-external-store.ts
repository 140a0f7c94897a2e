/**
 * Stands in for the `use-sync-external-store/shim` package (vite.config.ts): react-i18next imports
 * the shim for React versions before 18, and on React 19 the shim hands back React's own hook.
 */
export { useSyncExternalStore } from 'react';
