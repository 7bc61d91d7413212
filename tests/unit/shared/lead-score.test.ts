import { describe, expect, it } from 'vitest';
import {
  companySizePoints,
  isFreeMail,
  leadScore,
  leadScoreParts,
  seniorityPoints,
} from '../../../shared/lead-score.ts';

describe('lead score', () => {
  it('gives the full 100 to a large company, an executive, a work address and a complete form', () => {
    expect(
      leadScore({
        email: 'ceo@bigcorp.ee',
        employees: '1000+',
        title: 'Chief Executive Officer',
        phone: '+372 555 5555',
        message: 'We want a pilot for the whole legal department.',
      }),
    ).toBe(100);
  });

  it('gives 0 to a free-mail address with nothing else', () => {
    expect(leadScore({ email: 'someone@gmail.com' })).toBe(0);
  });

  it('adds the parts: size 25 + manager 12 + work email 20 + phone 5', () => {
    expect(
      leadScore({
        email: 'anna@firma.ee',
        employees: '51-200',
        title: 'Legal Operations Manager',
        phone: '5555',
        message: 'short',
      }),
    ).toBe(62);
  });

  it.each([
    ['1-10', 5],
    ['11-50', 15],
    ['51-200', 25],
    ['201-1000', 35],
    ['1000+', 40],
    [undefined, 0],
  ])('scores company size %s as %i', (size, points) => {
    expect(companySizePoints(size)).toBe(points);
  });

  it.each([
    ['CTO', 30],
    ['Co-Founder', 30],
    ['Managing Partner', 30],
    ['Juhatuse liige', 30],
    ['Tegevjuht', 30],
    ['VP of Legal', 22],
    ['Head of Compliance', 22],
    ['Direktor', 22],
    ['Senior Associate', 12],
    ['Jurist', 12],
    ['Paralegal', 5],
    ['  ', 0],
    [undefined, 0],
  ])('scores the title %s as %i', (title, points) => {
    expect(seniorityPoints(title)).toBe(points);
  });

  it('tells free-mail providers from work domains', () => {
    expect(isFreeMail('a@gmail.com')).toBe(true);
    expect(isFreeMail('a@Hot.ee')).toBe(true);
    expect(isFreeMail('a@yahoo.co.uk')).toBe(true);
    expect(isFreeMail('a@outlook.ee')).toBe(true);
    expect(isFreeMail('a@sorainen.com')).toBe(false);
    expect(isFreeMail('a@gmail.company.ee')).toBe(false);
  });
});

describe('lead score parts (why an enquiry scored what it did)', () => {
  it('names each part of the rule with its points and what earned them', () => {
    const parts = leadScoreParts({
      email: 'kadri@Firma.EE',
      employees: '201-1000',
      title: '  Head of Legal ',
      phone: null,
      message: 'Short one',
    });
    expect(parts).toEqual([
      { rule: 'companySize', points: 35, employees: '201-1000' },
      { rule: 'seniority', points: 22, title: 'Head of Legal', level: 'senior' },
      { rule: 'emailDomain', points: 20, domain: 'firma.ee', freeMail: false },
      { rule: 'phone', points: 0, given: false },
      { rule: 'message', points: 0, length: 9 },
    ]);
  });

  it('adds up to the score for any enquiry', () => {
    const enquiries = [
      { email: 'a@gmail.com' },
      {
        email: 'b@firma.ee',
        employees: '1-10',
        title: 'Intern',
        phone: '+372 1',
        message: 'x'.repeat(20),
      },
      { email: 'c@yahoo.co.uk', employees: '1000+', title: 'Tegevjuht', message: 'x'.repeat(19) },
    ];
    for (const enquiry of enquiries) {
      const sum = leadScoreParts(enquiry).reduce((total, part) => total + part.points, 0);
      expect(sum).toBe(leadScore(enquiry));
    }
    expect(leadScoreParts({ email: 'c@yahoo.co.uk', title: 'Tegevjuht' })[1]).toMatchObject({
      level: 'executive',
      points: 30,
    });
  });
});
