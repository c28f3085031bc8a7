// The unit project's setup. Testing Library's findBy and waitFor give up after 1 s by default; a
// component test waits on what the screen shows, but beside other CPU-bound processes on a 2-core
// machine a first render in jsdom took longer than that (StartScreen.test.tsx). Its waits get 5 s.
// Only files in jsdom load Testing Library: the engine's tests run in node without it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
