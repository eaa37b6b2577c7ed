/**
 * The Labour law page's words (English): each rule the portal applies, by its id in
 * rules/labour-law.ts, and the readings HR may choose. ar-law.ts has the same keys.
 */
const enLaw = {
  law: {
    menu: 'Labour law',
    title: 'Labour law rules',
    intro: 'The rules of Egypt’s Labour Law No. 14 of 2025 and its decrees that this portal applies, each with its article. Where the text leaves a choice, the reading in force is shown; HR may change it.',
    article: 'Art {{article}}',
    articleParagraph: 'Art {{article}} ¶{{paragraph}}',
    sources: {
      law14: 'Labour Law 14/2025',
      decree294: 'Ministerial Decree 294/2025',
      decree346: 'Ministerial Decree 346/2025',
      law148: 'Social Insurance Law 148/2019',
    },
    areas: {
      leave: 'Leave types',
      annual: 'Annual leave',
      sick: 'Sick leave',
      mothers: 'Mothers',
      holidays: 'Official holidays',
      rest: 'Rest days, holiday work and night',
      hours: 'Working hours',
      minors: 'Workers under 18',
    },
    readingLabel: 'Reading in force',
    readingSaved: 'The reading is saved.',
    rules: {
      casualDays: 'Casual leave: up to 7 days a year, at most 2 at a time, counted within annual leave.',
      paternity: 'Paternity: one paid day on the day of the child’s birth, not from annual leave, at most three times in a worker’s service.',
      hajj: 'Hajj or a visit to Jerusalem: one month with pay, once in a worker’s service, after five continuous years with the employer.',
      childcare: 'Childcare: unpaid leave of up to two years, where 50 or more people work, after a year of service, at most three times, two years apart between the first and the second.',
      timesInService: 'Times in service count events (a birth, a pilgrimage), not requests: one birth filed in two parts is one time.',
      annualTiers: 'Annual leave: 15 days in the first year, 21 from the second, 30 after ten full years of service or past age 50, 45 for people with a disability or of short stature. Weekly rest days and official holidays are not counted in it.',
      annualQualifying: 'In the first year, leave is pro rata to the time served, once six months with the employer are complete.',
      annualHazardous: 'Seven more days a year for hazardous work or work in a remote area.',
    },
    readings: {
      priorService: {
        label: 'Ten years of service for 30 days',
        options: {
          any_employer: 'With one employer or more: service before joining counts (the Gazette’s words)',
          this_employer: 'With this employer only',
        },
      },
    },
  },
};

export default enLaw;
