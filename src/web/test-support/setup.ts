import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 3 s rather than 1: the whole suite shares two cores, and a page's
// first render there (its words loaded, its queries resolved) can take longer than a second.
configure({ asyncUtilTimeout: 3000 });

afterEach(cleanup);
