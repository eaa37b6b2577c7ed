import { PRODUCT_NAME } from '../rules/company.js';
import type { TLang } from '../rules/roles.js';

/**
 * E-mail texts, rendered on the server in the recipient's language. The server puts the company's
 * name before the subject ("Nile Textiles: Reset your password") and as the sender's name; `org`
 * is that name in the body (the product's while HR has not named the company).
 */
export type TEmailKind = 'reset' | 'activate' | 'setup' | 'invite';
interface TEmailText {
  subject: string;
  body: (p: { name: string; link: string; minutes: number; org?: string }) => string;
}

export const emailTexts: Record<TLang, Record<TEmailKind, TEmailText>> = {
  en: {
    reset: {
      subject: 'reset your password',
      body: ({ name, link, minutes, org = PRODUCT_NAME.en }) =>
        `Hello ${name},\n\nWe received a request to reset the password of your ${org} account.\nOpen this link to choose a new one. It works once, for ${minutes} minutes:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.`,
    },
    activate: {
      subject: 'activate your account',
      body: ({ name, link, org = PRODUCT_NAME.en }) =>
        `Hello ${name},\n\nOpen this link to choose your password and activate your ${org} account:\n\n${link}\n\nIf you did not sign up, ignore this e-mail.`,
    },
    setup: {
      subject: 'set up the administrator account',
      body: ({ name, link }) => `Hello ${name},\n\nOpen this link to choose the administrator password:\n\n${link}`,
    },
    invite: {
      subject: 'your account is ready',
      body: ({ name, link, minutes, org = PRODUCT_NAME.en }) =>
        `Hello ${name},\n\nHR created your ${org} account.\nOpen this link to choose your password. It works once, for ${Math.round(minutes / 1440)} days:\n\n${link}\n\nThen sign in with your company ID or work e-mail.`,
    },
  },
  ar: {
    reset: {
      subject: 'إعادة تعيين كلمة المرور',
      body: ({ name, link, minutes }) =>
        `مرحبًا ${name}،\n\nتلقّينا طلبًا لإعادة تعيين كلمة المرور الخاصة بحسابك.\nافتح هذا الرابط لاختيار كلمة مرور جديدة. يعمل مرة واحدة خلال ${minutes} دقيقة:\n\n${link}\n\nإن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.`,
    },
    activate: {
      subject: 'تفعيل حسابك',
      body: ({ name, link }) => `مرحبًا ${name}،\n\nافتح هذا الرابط لاختيار كلمة المرور وتفعيل حسابك:\n\n${link}\n\nإن لم تقم بالتسجيل فتجاهل هذه الرسالة.`,
    },
    setup: {
      subject: 'إعداد حساب المسؤول',
      body: ({ name, link }) => `مرحبًا ${name}،\n\nافتح هذا الرابط لاختيار كلمة مرور المسؤول:\n\n${link}`,
    },
    invite: {
      subject: 'حسابك جاهز',
      body: ({ name, link, minutes, org = PRODUCT_NAME.ar }) =>
        `مرحبًا ${name}،\n\nأنشأ فريق الموارد البشرية حسابك في ${org}.\nافتح هذا الرابط لاختيار كلمة المرور. يعمل مرة واحدة خلال ${Math.round(minutes / 1440)} أيام:\n\n${link}\n\nثم سجّل الدخول برقمك الوظيفي أو بريدك الإلكتروني للعمل.`,
    },
  },
};

/**
 * The daily digest an approver gets: how many requests of each kind wait for their
 * decision, the oldest first filed, and the link to the inbox; they can turn it off in My account.
 */
export function approvalDigestText(lang: TLang, p: { name: string; counts: { kind: string; n: number }[]; oldestDays: number; link: string; accountLink: string }): { subject: string; body: string } {
  const total = p.counts.reduce((n, c) => n + c.n, 0);
  if (lang === 'ar') {
    const lines = p.counts.map((c) => `- ${c.kind}: ${c.n}`).join('\n');
    return {
      subject: `${total} طلبات بانتظار قرارك`,
      body: `مرحبًا ${p.name}،\n\nهذه الطلبات بانتظار قرارك (أقدمها منذ ${p.oldestDays} يوم):\n${lines}\n\nافتح صندوق الوارد:\n${p.link}\n\nلإيقاف هذه الرسالة اليومية افتح حسابي:\n${p.accountLink}`,
    };
  }
  const lines = p.counts.map((c) => `- ${c.kind}: ${c.n}`).join('\n');
  return {
    subject: total === 1 ? '1 request waits for your decision' : `${total} requests wait for your decision`,
    body: `Hello ${p.name},\n\nThese requests wait for your decision (the oldest for ${p.oldestDays} day${p.oldestDays === 1 ? '' : 's'}):\n${lines}\n\nOpen your inbox:\n${p.link}\n\nTo stop this daily e-mail, open My account:\n${p.accountLink}`,
  };
}
