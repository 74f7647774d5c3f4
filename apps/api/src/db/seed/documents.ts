/** Demo consensus summaries and a peer challenge, in the content shapes of spec §3. */
export function consensusDocuments(specialtyId: (name: string) => number) {
  const quote = (Quote: string, Author: string, Specialty: string) => ({
    Quote,
    Author,
    Specialty,
    KeyOpinionLeader: false,
  });
  const make = (
    title: string,
    topic: string,
    specialty: string,
    type: string,
    caseText: string,
    caseNumber: number,
  ) => ({
    specialtyIds: [specialtyId(specialty)],
    data: {
      ConsensusTitle: title,
      ConsensusTopic: topic,
      TopicSelection: specialty,
      ConsensusOpinionStatement: `Most responding physicians favoured an individualised approach to ${topic.toLowerCase()}.`,
      ConsensusType: type,
      PatientCases: [
        { CaseText: caseText, CaseNumber: caseNumber, View: 'Full', PublishDate: '2026-10-01', ResponseCount: 14 },
      ],
      ClinicalAnalysis: {
        AnalysisText: 'Respondents weighed guideline recommendations against comorbidities and patient preference.',
        Quotes: [quote('Start low, go slow, and check labs early.', 'Dr. Priya Natarajan', specialty)],
      },
      SectionLabel: 'Differing consults',
      Sections: [
        {
          id: 1,
          Title: 'A conservative view',
          Text: 'A minority preferred watchful waiting with close follow-up.',
          SectionTopic: topic,
          Quotes: [],
        },
      ],
      Conclusion: {
        ConclusionTitle: 'Treat, with early monitoring',
        ConclusionText: 'The community leaned toward treatment with a defined monitoring plan in the first month.',
        Quotes: [quote('Shared decision-making made the difference for my patients.', 'Dr. Marcus Okafor', specialty)],
      },
      Definitions: [{ Term: 'eGFR', Definition: 'Estimated glomerular filtration rate.' }],
      References: [
        {
          Text: 'Society guideline, 2025 update',
          Url: 'https://guidelines.example.org/2025',
          LinkText: 'Read the guideline',
        },
      ],
      Sources: [
        { id: 1, sourceType: 'Community patient case', sourceContent: `#${caseNumber}`, sourceDate: '2026-10-01' },
      ],
      Author: { Name: 'Morgan Moderator', Npi: '', Specialty: specialty, Titles: 'MD', AvatarImage: { url: '' } },
      SummaryTile: {
        Title: title,
        CtaText: 'Read the consensus',
        AuthorName: 'Morgan Moderator',
        AuthorTitle: 'MD',
        Image: { url: '' },
      },
      Program: { ProgramId: 'PRG-1001', Name: 'Heart Failure Update 2026' },
    },
  });
  return [
    make(
      'SGLT2 inhibitors in HFpEF with CKD',
      'SGLT2 inhibitors in HFpEF',
      'Cardiology',
      'Community',
      'A 74-year-old woman with HFpEF and eGFR 34.',
      1001,
    ),
    make(
      'Anticoagulation after post-operative AF',
      'Post-operative atrial fibrillation',
      'Cardiology',
      'Clinical',
      'A 66-year-old man with AF after CABG.',
      1002,
    ),
    make(
      'Dupilumab non-response',
      'Atopic dermatitis after dupilumab',
      'Dermatology',
      'Expert On Call',
      'A 29-year-old with severe atopic dermatitis.',
      1003,
    ),
  ];
}

export function peerChallengeDocument() {
  return {
    programId: 'PRG-1001',
    assetId: 'PC-2001',
    title: 'Peer Challenge: Heart Failure Therapies',
    ProgramTile: {
      title: 'Heart Failure Update 2026',
      CtaText: 'Join the program',
      ctaUrl: 'https://programs.example.org/prg-1001',
      Image: { url: '' },
      backgroundImage: { url: '' },
    },
    Topics: [
      {
        id: 1,
        title: 'Starting an SGLT2 inhibitor',
        anchorText: 'SGLT2 inhibitors',
        description: '<p>When do you start an SGLT2 inhibitor in HFpEF?</p>',
        question: 'Would you start it at eGFR 34?',
        summaryOfResponses: '<p>Most respondents would start it and monitor renal function at two weeks.</p>',
      },
    ],
    Sources: [{ id: 1, sourceType: 'Community patient case', sourceContent: '#1001', sourceDate: '2026-10-01' }],
  };
}
