/**
 * The invitation e-mail (render function alone): its subject names the role it invites to (accounts payable is not
 * invited "to buy"), the HTML part has a button-styled link to accept, the text part the address itself.
 */
import { COMPANY_ROLES, COMPANY_ROLE_LABELS } from '@gluegun/common';
import { renderInvitationEmail } from '../../src/modules/mail/templates';

const render = (roleLabel: string, acceptUrl = 'https://shop.example/company') =>
  renderInvitationEmail(
    {
      companyName: 'Acme Crafts Ltd',
      inviterName: 'Olive Owner',
      roleLabel,
      expiresAt: '2026-12-05T00:00:00.000Z',
      acceptUrl,
    },
    'Glue Gun Shop',
    'billing@shop.example',
  );

describe('renderInvitationEmail', () => {
  it.each([
    ['ACCOUNTS_PAYABLE', 'Olive Owner invited you to join Acme Crafts Ltd as accounts payable'],
    ['BUYER', 'Olive Owner invited you to join Acme Crafts Ltd as buyer'],
    ['REQUESTER', 'Olive Owner invited you to join Acme Crafts Ltd as requester'],
    ['COMPANY_ADMIN', 'Olive Owner invited you to join Acme Crafts Ltd as company admin'],
  ] as const)('the subject of an invitation as %s fits the role', (role, subject) => {
    expect(render(COMPANY_ROLE_LABELS[role]).subject).toBe(subject);
  });

  it('every role is covered above, and none is invited "to buy"', () => {
    for (const role of COMPANY_ROLES)
      expect(render(COMPANY_ROLE_LABELS[role]).subject).not.toContain('to buy');
  });

  it('the HTML part has a button-styled link to accept; the text part carries the address', () => {
    const mail = render('Accounts payable', 'https://shop.example/company?x=1&y=2');
    const link = /<a href="([^"]+)" style="([^"]+)">Accept the invitation<\/a>/.exec(mail.html);
    expect(link).not.toBeNull();
    expect(link![1]).toBe('https://shop.example/company?x=1&amp;y=2');
    expect(link![2]).toMatch(/display:inline-block/);
    expect(link![2]).toMatch(/background:/);
    expect(mail.text).toContain('Accept the invitation: https://shop.example/company?x=1&y=2');
    expect(mail.text).not.toContain('<a ');
  });
});
