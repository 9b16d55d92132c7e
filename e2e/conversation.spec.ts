import { test } from './fixtures';
import { chatOnBooking } from './conversation-journey';

test('a seeker and a plumber talk on a booking in two browsers: live both ways, a phone number hidden until it is paid, a photo seen, a message written offline sent when the network returns', async ({
  page,
  browser,
}) => {
  await chatOnBooking(page, browser, { phone: false });
});
