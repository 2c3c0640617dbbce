require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

// Screens are awaited by the state they reach (findBy…, waitFor), never by time. On a loaded
// CI machine the first render of a lazily loaded screen can take longer than the library's
// 1 s default, so a state gets 10 s to appear; a test as a whole gets 15 s.
configure({ asyncUtilTimeout: 10_000 });
