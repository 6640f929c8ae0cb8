import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REAUTHENTICATION_REQUIRED_CODE } from '#shared/auth';
import { ApiError } from '../../lib/api';
import { reauthenticationRequests, withReauthentication } from './with-reauthentication';

const refused = () =>
  new ApiError(403, { code: REAUTHENTICATION_REQUIRED_CODE, message: 'Please confirm it is you.' });

/** The next confirmation the dialog would show. */
function nextConfirmation(): Promise<number> {
  return new Promise((resolve) => {
    const stop = reauthenticationRequests.subscribe(() => {
      const id = reauthenticationRequests.current();
      if (id === null) return;
      stop();
      resolve(id);
    });
  });
}

beforeEach(() => {
  // No page here: nothing has the focus, so nothing gets it back.
  vi.stubGlobal('HTMLElement', class {});
  vi.stubGlobal('document', { activeElement: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('withReauthentication', () => {
  it('answers at once when the server does not ask', async () => {
    const request = vi.fn(async () => 'csv');
    await expect(withReauthentication(request)).resolves.toBe('csv');
    expect(request).toHaveBeenCalledTimes(1);
    expect(reauthenticationRequests.current()).toBeNull();
  });

  it('lets any other failure through without asking', async () => {
    const forbidden = new ApiError(403, { code: 'FORBIDDEN', message: 'Administrators only.' });
    const request = vi.fn(async () => {
      throw forbidden;
    });
    await expect(withReauthentication(request)).rejects.toBe(forbidden);
    expect(request).toHaveBeenCalledTimes(1);
    expect(reauthenticationRequests.current()).toBeNull();
  });

  it("asks to confirm it's you, then runs the request once more", async () => {
    const request = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce('csv');
    const asked = nextConfirmation();
    const answer = withReauthentication(request);
    await asked;
    expect(request).toHaveBeenCalledTimes(1);
    reauthenticationRequests.settle('confirmed');
    await expect(answer).resolves.toBe('csv');
    expect(request).toHaveBeenCalledTimes(2);
    expect(reauthenticationRequests.current()).toBeNull();
  });

  it('rejects with a clear error on Cancel, without running the request again', async () => {
    const request = vi.fn().mockRejectedValue(refused());
    const asked = nextConfirmation();
    const answer = withReauthentication(request);
    await asked;
    reauthenticationRequests.settle('cancelled');
    await expect(answer).rejects.toThrow("Nothing was done: you did not confirm it's you.");
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks once for requests refused together, and runs each again', async () => {
    const first = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce('shipments');
    const second = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce('clients');
    const asked = nextConfirmation();
    const answers = Promise.all([withReauthentication(first), withReauthentication(second)]);
    const id = await asked;
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(reauthenticationRequests.current()).toBe(id);
    reauthenticationRequests.settle('confirmed');
    await expect(answers).resolves.toEqual(['shipments', 'clients']);
  });

  it('asks only once per request: a second refusal reaches the caller', async () => {
    const request = vi.fn().mockRejectedValue(refused());
    const asked = nextConfirmation();
    const answer = withReauthentication(request);
    await asked;
    reauthenticationRequests.settle('confirmed');
    await expect(answer).rejects.toMatchObject({ code: REAUTHENTICATION_REQUIRED_CODE });
    expect(request).toHaveBeenCalledTimes(2);
    expect(reauthenticationRequests.current()).toBeNull();
  });
});
