// A step of the shell's start (src/index.ts): React DOM, evaluated in a task of its own.
export { createRoot } from 'react-dom/client';
