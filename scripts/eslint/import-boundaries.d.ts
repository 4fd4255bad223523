import type { ESLint } from 'eslint';
export function resolveTarget(fromFile: string, specifier: string): string | null;
export function boundaryViolation(fromFile: string, specifier: string, dynamic?: boolean): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
