import { createServer, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string; subject: string | undefined };

/**
 * A loopback SMTP sink speaking enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA, RSET,
 * NOOP, QUIT; no TLS, no auth). Tests point SMTP_URL at it; rejectRecipients makes RCPT fail.
 */
export async function startSmtpEmulator(options: { rejectRecipients?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = createServer((socket) => handleSession(socket, received, options));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP emulator has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function handleSession(socket: Socket, received: ReceivedMail[], options: { rejectRecipients?: boolean }) {
  let buffer = '';
  let mail: { from: string; to: string[] } | null = null;
  let data: string[] | null = null;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 localhost SMTP emulator ready');

  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let index = buffer.indexOf('\r\n');
    while (index !== -1) {
      const line = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      if (data) {
        if (line === '.') {
          const text = data.join('\r\n');
          received.push({ ...mail!, data: text, subject: text.match(/^Subject: (.*)$/im)?.[1] });
          data = null;
          mail = null;
          reply('250 2.0.0 Ok: queued');
        } else {
          data.push(line.startsWith('..') ? line.slice(1) : line);
        }
      } else {
        handleCommand(line);
      }
      index = buffer.indexOf('\r\n');
    }
  });
  socket.on('error', () => socket.destroy());

  function handleCommand(line: string) {
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO') return reply('250-localhost\r\n250-8BITMIME\r\n250 SMTPUTF8');
    if (verb === 'HELO') return reply('250 localhost');
    if (verb === 'MAIL') {
      mail = { from: line.match(/<([^>]*)>/)?.[1] ?? '', to: [] };
      return reply('250 2.1.0 Ok');
    }
    if (verb === 'RCPT') {
      if (options.rejectRecipients) return reply('550 5.1.1 Mailbox unavailable');
      mail?.to.push(line.match(/<([^>]*)>/)?.[1] ?? '');
      return reply('250 2.1.5 Ok');
    }
    if (verb === 'DATA') {
      data = [];
      return reply('354 End data with <CR><LF>.<CR><LF>');
    }
    if (verb === 'RSET') {
      mail = null;
      return reply('250 2.0.0 Ok');
    }
    if (verb === 'NOOP') return reply('250 2.0.0 Ok');
    if (verb === 'QUIT') {
      reply('221 2.0.0 Bye');
      return socket.end();
    }
    return reply('502 5.5.2 Command not recognized');
  }
}
