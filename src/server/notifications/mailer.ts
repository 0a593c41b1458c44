import nodemailer, { type Transporter } from 'nodemailer';

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send: (message: EmailMessage) => Promise<{ messageId: string }>;
  close: () => void;
};

/** nodemailer over SMTP_URL (smtp://user:pass@host:587 or smtps://…:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
