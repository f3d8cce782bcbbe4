// vitest's `ui` project, before each file: the testing library's find* and waitFor wait up to 5 s instead of 1 s. A
// debounced search, a lazy chunk or a fake request answers in well under a second on a quiet machine, but on two cores
// busy with the other workers a 1 s wait failed tests whose behaviour was right.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
