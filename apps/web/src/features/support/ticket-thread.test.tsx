import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { storeLogin } from '../../../test/fixtures/trip-fixtures';
import { renderWithProviders } from '../../../test/render';
import { TicketOpenForm } from './ticket-open-form';
import { TicketThread } from './ticket-thread';
import { passengerTicketCaller, type Ticket } from './tickets-api';

// A passenger's ticket in both languages: opening one about a trip, the thread with staff's answer, a
// reply while it is open, and the rating once it is resolved.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  storeLogin();
});
afterEach(() => window.localStorage.clear());

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 12,
  category: 'fare',
  status: 'waiting',
  trip_id: 7,
  created_at: '2026-03-10T04:00:00.000Z',
  resolved_at: null,
  rating: null,
  rating_comment: null,
  lost_item_answer: null,
  pictures: [],
  messages: [
    { id: 1, author: 'customer', text: 'Overcharged by 500', at: '2026-03-10T04:00:00.000Z' },
    { id: 2, author: 'staff', text: 'We are checking.', at: '2026-03-10T05:00:00.000Z' },
  ],
  ...over,
});

describe('opening a ticket', () => {
  it.each([
    ['en', 'About trip #7', 'What happened?', 'Send ticket'],
    ['bn', 'ট্রিপ #৭ নিয়ে', 'কী হয়েছিল?', 'টিকিট পাঠান'],
  ] as const)('sends the category, text and trip, in %s', async (lang, about, textLabel, send) => {
    api.on('POST /api/v3/user/tickets', {
      status: 201,
      body: { message: 'ok', code: 'ticketOpened', data: ticket() },
    });
    const opened: Ticket[] = [];
    renderWithProviders(
      <TicketOpenForm call={passengerTicketCaller} tripId={7} onOpened={(t) => opened.push(t)} />,
      {
        apiUrl: api.url,
        lang,
      },
    );
    const user = userEvent.setup();
    expect(screen.getByText(about)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: send }));
    expect(api.requestsTo('POST /api/v3/user/tickets')).toHaveLength(0);
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    await user.type(screen.getByRole('textbox', { name: textLabel }), 'Overcharged by 500');
    await user.click(screen.getByRole('button', { name: send }));
    await expect.poll(() => opened.length).toBe(1);
    expect(JSON.parse(api.requestsTo('POST /api/v3/user/tickets')[0]!.body)).toEqual({
      category: 'fare',
      text: 'Overcharged by 500',
      trip_id: 7,
    });
  });
});

describe('a ticket’s thread', () => {
  it('shows staff’s answer and sends a reply', async () => {
    api.on('POST /api/v3/user/tickets/12/replies', {
      status: 200,
      body: { message: 'Your reply is sent.', code: 'ticketReplySent', data: ticket({ status: 'open' }) },
    });
    const changed: Ticket[] = [];
    renderWithProviders(
      <TicketThread call={passengerTicketCaller} ticket={ticket()} onChange={(t) => changed.push(t)} />,
      {
        apiUrl: api.url,
        lang: 'en',
      },
    );
    const user = userEvent.setup();
    const thread = screen.getByRole('article', { name: 'Ticket #12' });
    const messages = within(thread).getByRole('list', { name: 'Messages' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Overcharged by 500'), expect.stringContaining('We are checking.')]);
    expect(within(thread).getByText('Answered: waiting for you')).toBeInTheDocument();
    await user.type(within(thread).getByRole('textbox', { name: 'Your reply' }), 'Thanks');
    await user.click(within(thread).getByRole('button', { name: 'Send reply' }));
    expect(await within(thread).findByText('Your reply is sent.')).toBeInTheDocument();
    expect(JSON.parse(api.requestsTo('POST /api/v3/user/tickets/12/replies')[0]!.body)).toEqual({
      text: 'Thanks',
    });
    expect(changed.map((t) => t.status)).toEqual(['open']);
  });

  it('asks for a rating once resolved, in Bangla, and shows it after', async () => {
    const resolved = ticket({ status: 'resolved', resolved_at: '2026-03-10T06:00:00.000Z' });
    api.on('POST /api/v3/user/tickets/12/rating', {
      status: 200,
      body: { message: 'ok', code: 'ticketRated', data: { ...resolved, rating: 4 } },
    });
    const changed: Ticket[] = [];
    renderWithProviders(
      <TicketThread call={passengerTicketCaller} ticket={resolved} onChange={(t) => changed.push(t)} />,
      {
        apiUrl: api.url,
        lang: 'bn',
      },
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox', { name: 'আপনার উত্তর' })).toBeNull();
    const send = screen.getByRole('button', { name: 'রেটিং পাঠান' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '৫-এর মধ্যে ৪' }));
    await user.click(send);
    await expect.poll(() => changed.length).toBe(1);
    expect(JSON.parse(api.requestsTo('POST /api/v3/user/tickets/12/rating')[0]!.body)).toEqual({ rating: 4 });
  });
});

describe('a ticket’s pictures', () => {
  it.each([
    ['en', 'Add a picture (up to 3)', 'The picture is added.', 'Picture 1 of the ticket'],
    ['bn', 'একটি ছবি যোগ করুন (৩টি পর্যন্ত)', 'ছবিটি যোগ হয়েছে।', 'টিকিটের ছবি ১'],
  ] as const)('sends a chosen picture and shows it, in %s', async (lang, add, added, alt) => {
    const withPicture = ticket({ pictures: ['https://api.example/uploads/tickets/a.webp'] });
    api.on('POST /api/v3/user/tickets/12/pictures', {
      status: 200,
      body: { message: 'ok', code: 'ticketPictureAdded', data: withPicture },
    });
    let current = ticket();
    const { rerender } = renderWithProviders(
      <TicketThread call={passengerTicketCaller} ticket={current} onChange={(t) => (current = t)} />,
      { apiUrl: api.url, lang },
    );
    const user = userEvent.setup();
    // Node's File: jsdom's own never reaches Node's fetch (the request hangs).
    const file = new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'bag.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(add), file as unknown as File);
    expect(await screen.findByText(added)).toBeInTheDocument();
    const sent = api.requestsTo('POST /api/v3/user/tickets/12/pictures');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]!.body).toContain('Content-Disposition: form-data; name="image"');
    rerender(<TicketThread call={passengerTicketCaller} ticket={current} onChange={(t) => (current = t)} />);
    expect(screen.getByRole('img', { name: alt })).toHaveAttribute('src', withPicture.pictures[0]);
  });

  it('refuses a picture over 2 MB without sending it, and offers no more room after three', async () => {
    const { rerender } = renderWithProviders(
      <TicketThread call={passengerTicketCaller} ticket={ticket()} onChange={() => {}} />,
      { apiUrl: api.url, lang: 'en' },
    );
    const user = userEvent.setup();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Add a picture (up to 3)'), big);
    expect(screen.getByText('Choose a picture under 2 MB.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v3/user/tickets/12/pictures')).toHaveLength(0);
    const full = ticket({ pictures: ['https://a/1.webp', 'https://a/2.webp', 'https://a/3.webp'] });
    rerender(<TicketThread call={passengerTicketCaller} ticket={full} onChange={() => {}} />);
    expect(screen.queryByLabelText('Add a picture (up to 3)')).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});
