import { runInNewContext } from 'node:vm';
import {
  INTL_WARM_UP_SOURCE,
  WARM_UP_WAIT_MS,
  prepareIntl,
  warmIntlOffMainThread,
} from './prepare-intl';

describe('prepareIntl', () => {
  it("asks the browser's number and date formats about the locale", async () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    await prepareIntl('es-MX');
    expect(numbers).toHaveBeenCalledWith('es-MX');
    expect(dates).toHaveBeenCalledWith('es-MX');
    numbers.mockRestore();
    dates.mockRestore();
  });

  it('accepts whatever the page declares, even a tag no format knows or a malformed one', async () => {
    await expect(prepareIntl('xx')).resolves.toBeUndefined();
    await expect(prepareIntl('es_MX')).resolves.toBeUndefined();
  });
});

/** A stand-in for the browser's Worker: what it was started with and told. */
class RecordingWorker extends EventTarget {
  static started: RecordingWorker[] = [];
  readonly posted: unknown[] = [];
  terminated = false;
  constructor(readonly address: string) {
    super();
    RecordingWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

/** A blob's text (jsdom's Blob has no `text()`). */
const textOf = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob);
  });

/** The one worker the warm-up started. */
function startedWorker(): RecordingWorker {
  expect(RecordingWorker.started).toHaveLength(1);
  const [worker] = RecordingWorker.started;
  if (!worker) throw new Error('No worker was started');
  return worker;
}

describe('warmIntlOffMainThread', () => {
  const created: Blob[] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    RecordingWorker.started = [];
    created.length = 0;
    revoked.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return `blob:warm-${created.length}`;
    };
    URL.revokeObjectURL = (address: string) => void revoked.push(address);
    Object.defineProperty(window, 'Worker', { value: RecordingWorker, configurable: true });
  });

  afterEach(() => {
    Object.defineProperty(window, 'Worker', { value: undefined, configurable: true });
  });

  it('starts a worker from its own script and tells it the locale', async () => {
    warmIntlOffMainThread('es-CO');
    const worker = startedWorker();
    expect(worker.address).toBe('blob:warm-1');
    const [script] = created;
    expect(script && (await textOf(script))).toBe(INTL_WARM_UP_SOURCE);
    expect(worker.posted).toEqual(['es-CO']);
    // Kept until the worker answers: revoked earlier, its script might not be read yet.
    expect(revoked).toEqual([]);
    worker.dispatchEvent(new MessageEvent('message', { data: 'es-CO' }));
    expect(revoked).toEqual(['blob:warm-1']);
    expect(worker.terminated).toBe(true);
  });

  it("asks the page's question once the worker has answered it", async () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    warmIntlOffMainThread('es-MX');
    const prepared = prepareIntl('es-MX');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(numbers).not.toHaveBeenCalled();
    startedWorker().dispatchEvent(new MessageEvent('message', { data: 'es-MX' }));
    await prepared;
    expect(numbers).toHaveBeenCalledWith('es-MX');
    numbers.mockRestore();
  });

  it('does not wait longer than WARM_UP_WAIT_MS for a worker that never answers', async () => {
    jest.useFakeTimers();
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    warmIntlOffMainThread('es-MX');
    const prepared = prepareIntl('es-MX');
    await jest.advanceTimersByTimeAsync(WARM_UP_WAIT_MS - 1);
    expect(numbers).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await prepared;
    expect(numbers).toHaveBeenCalledWith('es-MX');
    numbers.mockRestore();
    jest.useRealTimers();
  });

  it('lets go of a worker that fails to start', () => {
    warmIntlOffMainThread('es-MX');
    startedWorker().dispatchEvent(new Event('error'));
    expect(revoked).toEqual(['blob:warm-1']);
    expect(startedWorker().terminated).toBe(true);
  });

  it('leaves the question to the page where a worker is refused or missing', () => {
    Object.defineProperty(window, 'Worker', {
      value: function refused() {
        throw new DOMException('Refused by the content security policy', 'SecurityError');
      },
      configurable: true,
    });
    expect(() => warmIntlOffMainThread('es-MX')).not.toThrow();
    expect(revoked).toEqual(['blob:warm-1']);
    Object.defineProperty(window, 'Worker', { value: undefined, configurable: true });
    expect(() => warmIntlOffMainThread('es-MX')).not.toThrow();
    expect(created).toHaveLength(1);
  });
});

describe("the warm-up worker's script", () => {
  /** Runs the script as a worker would, with `Intl` watched; what it asked and said. */
  function runWorker(locale: string) {
    const asked: string[] = [];
    const watch = <T extends object>(name: string, target: T) =>
      new Proxy(target, {
        get: (object, key, receiver) => {
          if (key === 'supportedLocalesOf') asked.push(`${name}.supportedLocalesOf`);
          return Reflect.get(object, key, receiver) as unknown;
        },
        construct: (Target, args) => {
          asked.push(`new ${name}`);
          return Reflect.construct(Target as never, args) as object;
        },
      });
    const said: unknown[] = [];
    let closed = false;
    const scope: Record<string, unknown> = {
      Intl: {
        NumberFormat: watch('NumberFormat', Intl.NumberFormat),
        DateTimeFormat: watch('DateTimeFormat', Intl.DateTimeFormat),
        PluralRules: watch('PluralRules', Intl.PluralRules),
      },
      postMessage: (message: unknown) => said.push(message),
      close: () => (closed = true),
    };
    runInNewContext(INTL_WARM_UP_SOURCE, scope);
    (scope.onmessage as (event: { data: string }) => void)({ data: locale });
    return { asked, said, closed };
  }

  it('asks each format about the locale, answers and closes', () => {
    const { asked, said, closed } = runWorker('es-PE');
    expect(asked).toEqual([
      'NumberFormat.supportedLocalesOf',
      'DateTimeFormat.supportedLocalesOf',
      'new NumberFormat',
      'new DateTimeFormat',
      'new PluralRules',
    ]);
    expect(said).toEqual(['es-PE']);
    expect(closed).toBe(true);
  });

  it('answers and closes on a malformed tag too', () => {
    const { said, closed } = runWorker('es_MX');
    expect(said).toEqual(['es_MX']);
    expect(closed).toBe(true);
  });
});
