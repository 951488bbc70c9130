import { type Mail } from './mailer.ts';
import { escapeHtml } from '../lib/html.ts';

/** The mails the server sends, each as text and HTML with the same words. */
export const mailTemplates = {
  verificationCode: (to: { email: string; name: string }, code: string): Mail => ({
    to: to.email,
    subject: 'Your Companion verification code',
    text: `Hi ${to.name},\n\nYour verification code is ${code}. It is valid for 10 minutes.\n\nIf you did not ask for it, you can ignore this email.`,
    html: `<p>Hi ${escapeHtml(to.name)},</p><p>Your verification code is <strong>${code}</strong>. It is valid for 10 minutes.</p><p>If you did not ask for it, you can ignore this email.</p>`,
  }),

  passwordReset: (to: { email: string; name: string }, link: string): Mail => ({
    to: to.email,
    subject: 'Reset your Companion password',
    text: `Hi ${to.name},\n\nOpen this link to choose a new password (valid for one hour):\n${link}\n\nIf you did not ask for it, you can ignore this email.`,
    html: `<p>Hi ${escapeHtml(to.name)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (valid for one hour).</p><p>If you did not ask for it, you can ignore this email.</p>`,
  }),

  /** Registration answers alike for a new and a taken email; the owner of a taken one hears of it here. */
  registrationAttempt: (to: { email: string; name: string }, links: { signIn: string; forgotPassword: string }): Mail => ({
    to: to.email,
    subject: 'Someone tried to register with your email',
    text:
      `Hi ${to.name},\n\nSomeone tried to create a Companion account with this email address, which already has one.\n\n` +
      `If it was you, sign in instead: ${links.signIn}\nForgotten your password? Choose a new one: ${links.forgotPassword}\n\n` +
      'If it was not you, nothing has changed and you can ignore this email.',
    html:
      `<p>Hi ${escapeHtml(to.name)},</p><p>Someone tried to create a Companion account with this email address, which already has one.</p>` +
      `<p>If it was you, <a href="${escapeHtml(links.signIn)}">sign in</a> instead. Forgotten your password? <a href="${escapeHtml(links.forgotPassword)}">Choose a new one</a>.</p>` +
      '<p>If it was not you, nothing has changed and you can ignore this email.</p>',
  }),

  /** The last mail to a deleted account: what was removed, so the person knows it is done. */
  accountDeleted: (to: { email: string; name: string }): Mail => ({
    to: to.email,
    subject: 'Your Companion account has been deleted',
    text:
      `Hi ${to.name},\n\nYour Companion account has been deleted, as you asked. Your WhatsApp is no longer linked, and ` +
      'your schedules, readings, contacts, settings and every session are gone from our servers.\n\n' +
      'If you did not ask for this, reply to this email.',
    html:
      `<p>Hi ${escapeHtml(to.name)},</p><p>Your Companion account has been deleted, as you asked. Your WhatsApp is no longer linked, and ` +
      'your schedules, readings, contacts, settings and every session are gone from our servers.</p>' +
      '<p>If you did not ask for this, reply to this email.</p>',
  }),
};
