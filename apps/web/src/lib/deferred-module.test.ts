import { describe, expect, it } from 'vitest';
import { deferredModule } from './deferred-module';

describe('deferredModule', () => {
  it('fetches once, however often it is asked, and tells its listeners when it has loaded', async () => {
    let imports = 0;
    const module = deferredModule(async () => {
      imports++;
      return { value: 42 };
    });
    const heard: number[] = [];
    const unsubscribe = module.subscribe(() => heard.push(module.current()?.value ?? -1));
    expect(module.current()).toBeNull();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(imports).toBe(1);
    expect(module.current()).toEqual({ value: 42 });
    expect(heard).toEqual([42]);
    unsubscribe();
    await module.load();
    expect(imports).toBe(1);
  });

  it('forgets a failed fetch, so the next use tries again', async () => {
    let attempts = 0;
    const module = deferredModule(async () => {
      attempts++;
      if (attempts === 1) throw new Error('network');
      return 'loaded';
    });
    await expect(module.load()).rejects.toThrow('network');
    expect(module.current()).toBeNull();
    await expect(module.load()).resolves.toBe('loaded');
    expect(attempts).toBe(2);
    expect(module.current()).toBe('loaded');
  });
});
