import { messageCatalogue } from '@pothik/domain';
import { describe, expect, it } from 'vitest';
import { describeFailure, loadServerMessages, somethingWentWrong } from './use-server-messages';

describe('describeFailure', () => {
  it("falls back to the catalogue's own general text", () => {
    expect(somethingWentWrong).toEqual(messageCatalogue.somethingWentWrong);
    expect(describeFailure(null, { status: 0, message: undefined, code: undefined }, 'bn')).toBe(
      messageCatalogue.somethingWentWrong.bn,
    );
  });

  it('explains a failure as describeResult does once the catalogue is loaded', async () => {
    const messages = await loadServerMessages();
    const refusal = { status: 404, message: undefined, code: undefined };
    expect(describeFailure(messages, refusal, 'en')).toBe(messages.describeResult(refusal, 'en')?.text);
  });
});
