import nodemailer, { type Transporter } from 'nodemailer';

export type EmailAttachment = { filename: string; contentType: string; content: Uint8Array };
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
};

export type Mailer = {
  send: (message: EmailMessage) => Promise<{ messageId: string }>;
  close: () => void;
};

/** nodemailer over SMTP_URL (smtp://user:pass@host:587 or smtps://…:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        ...message,
        attachments: message.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content) })),
      });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
