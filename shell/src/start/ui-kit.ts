// A step of the shell's start (src/index.ts): the UI kit, evaluated in a task of its own.
export { Toaster } from '@rr/ui';
