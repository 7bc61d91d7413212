/**
 * Demo blog posts and press releases (Markdown). Dates are fixed points in 2025; a null
 * published_at marks a draft.
 */
import { type BLOG_CATEGORIES, type NEWSROOM_CATEGORIES, SITE } from '../../shared/constants.ts';
import { list, paragraphs } from './seed-content.ts';

export interface BlogPostSeed {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  author: string;
  category: (typeof BLOG_CATEGORIES)[number];
  tags: string[];
  featured_image: string | null;
  seo_title: string;
  seo_description: string;
  published: boolean;
  featured: boolean;
  view_count: number;
  published_at: string | null;
  created_at: string;
}

export interface NewsroomPostSeed {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  author: string;
  category: (typeof NEWSROOM_CATEGORIES)[number];
  featured_image: string | null;
  published: boolean;
  published_at: string | null;
  created_at: string;
}

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    title: 'Decision Support, Not Legal Advice: How AI Fits Into Estonian Legal Practice',
    slug: 'decision-support-not-legal-advice',
    excerpt:
      'AI can shorten legal research dramatically, but only if lawyers stay in control. This is how we think about decision support for Estonian legal teams.',
    author: SITE.teamName,
    category: 'Legal Technology',
    tags: ['decision support', 'legal research', 'Estonian law'],
    featured_image: null,
    seo_title: 'Decision support, not legal advice: AI in Estonian legal practice',
    seo_description:
      'How an AI decision-support system can speed up legal research while keeping lawyers in control of every conclusion.',
    published: true,
    featured: true,
    view_count: 412,
    published_at: '2025-06-17T07:00:00Z',
    created_at: '2025-06-12T10:30:00Z',
    content: paragraphs(
      'Estonian legal teams work in one of the most digitised jurisdictions in Europe. Court decisions, legislation and registry data are published electronically, and most dealings with the state already happen online. Yet much legal research is still done the slow way: searching, reading and cross-checking by hand.',
      '## What decision support means',
      'A decision-support system does not decide. It gathers the relevant case law and legislation, highlights the passages that matter and shows the reasoning behind each suggestion, so that a lawyer can verify it. The final judgement always stays with a qualified professional. In practice that means three things:',
      list(
        '**Every answer cites its sources**, down to the paragraph of the judgment or the section of the act.',
        '**Uncertainty is shown, not hidden**: when the case law is divided, the system says so.',
        '**Every step is logged**, so a partner or a regulator can see how a conclusion was reached.',
      ),
      '## Where the time goes',
      'In our pilots, most of the time saved came from the first pass of research rather than from drafting: finding the leading Supreme Court decisions, checking whether they are still followed and summarising the line of reasoning. Teams cut research time by up to 80% on routine questions and spent the time saved on the harder judgement calls.',
      '## Not a law firm',
      `${SITE.brand} is a technology company, not a law firm. The platform’s suggestions are not legal advice, and we encourage every user to consult a legal advisor on decisions that matter. What we offer is faster, better-documented groundwork for the people who give that advice.`,
    ),
  },
  {
    title: 'Grounded by Design: Retrieval Over Estonian Case Law',
    slug: 'grounded-retrieval-over-estonian-case-law',
    excerpt:
      'A fluent answer is not a correct one. Why our platform retrieves and verifies sources before a language model writes a single sentence.',
    author: SITE.teamName,
    category: 'AI Innovation',
    tags: ['retrieval', 'language models', 'citations'],
    featured_image: null,
    seo_title: 'Retrieval-augmented generation over Estonian case law',
    seo_description:
      'How retrieval, re-ranking and citation checks keep AI answers grounded in real Estonian court decisions and legislation.',
    published: true,
    featured: false,
    view_count: 287,
    published_at: '2025-07-22T07:00:00Z',
    created_at: '2025-07-18T13:15:00Z',
    content: paragraphs(
      'Large language models are fluent, but fluency is not accuracy. A model that answers a legal question from memory alone will sooner or later cite a judgment that does not exist. For legal work that is not a minor flaw; it is disqualifying.',
      '## Retrieval first, generation second',
      'Our platform answers questions in two stages. A retrieval step first searches a curated index of Estonian court decisions and legislation, in Estonian and in English. Only then does a language model draft an answer, and it may only draw on the passages it was given:',
      '1. The question is normalised and expanded with legal synonyms and statute references.\n2. Candidate passages are retrieved and re-ranked by relevance and court level.\n3. The model drafts an answer that cites each passage it relies on.\n4. A verification step checks that every citation exists and that quoted text matches the source.',
      '## Keeping the corpus current',
      'Case law changes, and a question about a past event must be answered under the law that applied at the time. The index is maintained with that in mind:',
      list(
        'New decisions are added to the index as they are published.',
        'Superseded versions of legislation are kept with their validity dates.',
      ),
      '## What we measure',
      'We track citation accuracy separately from answer quality. An answer can be well written and still fail review if a single citation cannot be traced, and citation accuracy is the one metric we will not trade for speed.',
    ),
  },
  {
    title: 'Preparing for the EU AI Act: A Practical Checklist for Legal Teams',
    slug: 'eu-ai-act-checklist-for-legal-teams',
    excerpt:
      'The AI Act is in force and its obligations are phasing in. A short checklist to find out which of your tools it touches and what evidence you will need.',
    author: 'Liisa Kask',
    category: 'Compliance',
    tags: ['EU AI Act', 'GDPR', 'compliance'],
    featured_image: null,
    seo_title: 'EU AI Act checklist for legal teams',
    seo_description:
      'A practical starting checklist for legal and compliance teams assessing their AI tools under the EU AI Act and the GDPR.',
    published: true,
    featured: false,
    view_count: 356,
    published_at: '2025-08-26T07:00:00Z',
    created_at: '2025-08-20T09:40:00Z',
    content: paragraphs(
      'The EU Artificial Intelligence Act entered into force in August 2024, with obligations phasing in over the following years. For legal teams the question is no longer whether the Act applies, but which of their tools it touches and what evidence they will need to show.',
      '## Start with an inventory',
      'You cannot assess risk in tools you do not know about. List every AI system in use, including features built into software you already license, and answer four questions for each:',
      list(
        'Which systems are used, by whom and for what purpose?',
        'Does any of them fall into a high-risk category, for example in employment decisions?',
        'Who is the provider and who is the deployer under the Act?',
        'What data do they process, and where is it hosted?',
      ),
      '## Transparency and human oversight',
      'Many obligations come down to two principles: people should know when they are dealing with AI, and a competent person should be able to understand, monitor and override it. Tools that log their reasoning and cite their sources make both far easier to demonstrate.',
      '## The GDPR still applies',
      'The AI Act does not replace the GDPR. Where an AI system processes personal data, the usual questions of lawful basis, minimisation, retention and transfers remain. This checklist is a starting point, not legal advice: consult a legal advisor before relying on any assessment.',
    ),
  },
  {
    title: 'Keys That Stay Home: HSM-Backed Encryption in Hybrid AI',
    slug: 'hsm-backed-encryption-in-hybrid-ai',
    excerpt:
      'Running AI where the data lives, with encryption keys that never leave your hardware security modules and post-quantum options for long-lived secrets.',
    author: SITE.teamName,
    category: 'Security',
    tags: ['HSM', 'encryption', 'post-quantum', 'hybrid AI'],
    featured_image: null,
    seo_title: 'HSM-backed encryption and post-quantum options for hybrid AI',
    seo_description:
      'How hybrid AI deployments keep data on premise, protect keys in hardware security modules and prepare for post-quantum cryptography.',
    published: true,
    featured: false,
    view_count: 198,
    published_at: '2025-09-30T07:00:00Z',
    created_at: '2025-09-24T14:05:00Z',
    content: paragraphs(
      'For many organisations the question is not whether to use AI but where their data may travel while they do. Manufacturers protect design data, maritime operators handle commercially sensitive routes and pharmaceutical companies work under strict confidentiality rules.',
      '## Hybrid by default',
      'Our Hybrid AI Infrastructure runs models where the data is: on premise, in a dedicated EU cloud environment, or both. A central router decides where each request is processed according to policies the customer defines, for example keeping anything marked confidential on site.',
      '## Hardware security modules',
      'Encryption is only as strong as the protection of its keys. Keys are generated and held in hardware security modules, data is encrypted with AES-256, and key material never leaves the HSM in plain form.',
      list(
        'Customer-controlled keys with separation of duties for key administrators',
        'An audit record for every key operation',
        'Rotation schedules agreed with the customer’s security team',
      ),
      '## Preparing for post-quantum cryptography',
      'Data encrypted today may need to stay confidential for decades. For long-lived secrets we offer post-quantum options based on the new NIST standards: ML-KEM for key establishment and ML-DSA, LMS/HSS and XMSS/XMSS-MT for signatures, run alongside classical algorithms while the ecosystem matures.',
    ),
  },
  {
    title: 'Measuring the Return on Legal AI: What to Track in a Pilot',
    slug: 'measuring-the-return-on-legal-ai',
    excerpt:
      'A pilot is only useful if you know what success looks like before it starts. The baseline and the handful of metrics we recommend.',
    author: SITE.teamName,
    category: 'Business',
    tags: ['pilot', 'ROI', 'legal operations'],
    featured_image: null,
    seo_title: 'How to measure the return on a legal AI pilot',
    seo_description:
      'Set a baseline, track time, review effort, accuracy and adoption, and count every cost: a practical guide to evaluating legal AI.',
    published: true,
    featured: false,
    view_count: 143,
    published_at: '2025-10-28T07:00:00Z',
    created_at: '2025-10-23T11:20:00Z',
    content: paragraphs(
      'Too many legal-technology trials end with a vague sense that the tool was “interesting” and no data to support a decision either way. A pilot is only useful if you know what success looks like before it starts.',
      '## Agree on a baseline',
      'Before the pilot, measure how long the selected tasks take today. Choose tasks that recur often enough to give meaningful numbers: first-pass contract review, research memos on routine questions or compliance checks against a known set of rules.',
      '## Metrics that matter',
      list(
        '**Time per task**, measured the same way before and during the pilot',
        '**Review effort**: how much output needed correction by a senior lawyer',
        '**Accuracy** of citations and findings, checked on a sample',
        '**Adoption**: how many invited users still use the tool in week four',
      ),
      '## Cost is more than the licence',
      'Include onboarding time, integration work and the cost of reviewing output. Then put the numbers beside the baseline and share them with the people who will use the tool every day. If the pilot shows no clear improvement, that is a useful result too.',
    ),
  },
  {
    title: 'Product Update: Clause Comparison and Exportable Audit Trails',
    slug: 'product-update-clause-comparison-audit-trails',
    excerpt:
      'Compare contracts against your own playbooks and export the full reasoning behind every research answer.',
    author: SITE.teamName,
    category: 'Product Updates',
    tags: ['product update', 'contract review', 'audit trail'],
    featured_image: null,
    seo_title: 'Clause comparison and exportable audit trails',
    seo_description:
      'New in the Legal Tech Platform: playbook-based clause comparison and audit trails you can export as PDF or JSON.',
    published: false,
    featured: false,
    view_count: 0,
    published_at: null,
    created_at: '2025-11-25T15:00:00Z',
    content: paragraphs(
      'This release focuses on the two requests we heard most often from pilot customers: comparing contracts against a firm’s own standard positions, and sharing the reasoning behind an answer with colleagues and clients.',
      '## Clause comparison',
      'Upload a contract and choose a playbook, and the platform lines up each clause against your preferred wording, flags deviations and suggests fallback positions from your own library.',
      list(
        'Side-by-side view with differences highlighted',
        'Risk labels you can adjust per playbook',
        'Comments that stay attached to a clause when the document is uploaded again',
      ),
      '## Exportable audit trails',
      'Every research answer can now be exported with its full trail: the question, the sources retrieved, the passages cited and any edits made by the reviewer, as PDF or as structured JSON for records-management systems. Both features are available on the Professional and Enterprise plans and during the 14-day trial.',
    ),
  },
];

export const NEWSROOM_POSTS: NewsroomPostSeed[] = [
  {
    title: `${SITE.brand} Launches in Tallinn After a Three-Year Research Programme`,
    slug: 'lumen-legal-launches-in-tallinn',
    excerpt:
      'The company introduces AI decision support for legal teams and secure hybrid AI infrastructure for regulated industries.',
    author: SITE.communicationsTeam,
    category: 'Company News',
    featured_image: null,
    published: true,
    published_at: '2025-06-03T08:00:00Z',
    created_at: '2025-05-29T12:00:00Z',
    content: paragraphs(
      `**Tallinn, Estonia, 3 June 2025.** ${SITE.company} today announced its launch as a legal-technology company building AI decision support for legal teams and secure AI infrastructure for regulated industries. The company was founded after a three-year research programme on legal language models and Estonian case law.`,
      '## Two offerings',
      list(
        '**Legal Tech Platform**: decision support trained on Estonian case law, with contract review, compliance monitoring, AI legal research and auditable workflows.',
        '**Hybrid AI Infrastructure**: cloud and on-premise deployment with central routing, policy control, HSM-backed keys and optional post-quantum cryptography.',
      ),
      '“Lawyers in Estonia already work in a digital state. They deserve research tools that match it, with every answer traceable to its source,” said Kadri Lepik, co-founder and chief executive.',
      `## About ${SITE.brand}`,
      `${SITE.company} is a legal-technology company based in Tallinn. It is a decision-support platform, not a law firm, and its suggestions are not legal advice. Media enquiries: ${SITE.email.press}.`,
    ),
  },
  {
    title: `${SITE.brand} Opens Pilot Programme for Hybrid AI Infrastructure`,
    slug: 'hybrid-ai-infrastructure-pilot-programme',
    excerpt:
      'Manufacturing, maritime and pharmaceutical organisations can now run a guided pilot of on-premise and hybrid AI.',
    author: SITE.communicationsTeam,
    category: 'Press Release',
    featured_image: null,
    published: true,
    published_at: '2025-09-09T08:00:00Z',
    created_at: '2025-09-04T10:00:00Z',
    content: paragraphs(
      `**Tallinn, Estonia, 9 September 2025.** ${SITE.company} today opened a guided pilot programme for its Hybrid AI Infrastructure, aimed at organisations that cannot send sensitive data to public AI services.`,
      '## What the pilot includes',
      list(
        'An architecture workshop with the customer’s IT and security teams',
        'Deployment on premise or in a dedicated EU cloud environment',
        'HSM-backed key management and policy-based request routing',
        'A joint review of results at the end of the pilot',
      ),
      'Pilots are scoped individually and typically take one to four weeks to set up. Organisations interested in taking part can request a pilot through the contact page.',
    ),
  },
  {
    title: `${SITE.brand} and Deepware Partner to Bring Efficient Inference On Premise`,
    slug: 'partnership-with-deepware',
    excerpt:
      'The partnership makes on-premise language models practical on modest GPU hardware for customers who keep their data in house.',
    author: SITE.communicationsTeam,
    category: 'Partnership',
    featured_image: null,
    published: true,
    published_at: '2025-10-14T08:00:00Z',
    created_at: '2025-10-09T09:30:00Z',
    content: paragraphs(
      `**Tallinn, Estonia, 14 October 2025.** ${SITE.company} has partnered with Deepware, a provider of model optimisation and inference software, to reduce the hardware needed for on-premise deployments of its Hybrid AI Infrastructure.`,
      '## What changes for customers',
      list(
        'Smaller GPU footprint for the same response times',
        'Optimised models validated against the platform’s evaluation sets',
        'A single support contact for the combined deployment',
      ),
      '“Many of our customers want AI inside their own walls but do not want to build a data centre for it. Deepware helps us close that gap,” said Erik Lindqvist, head of infrastructure and security.',
    ),
  },
  {
    title: `${SITE.brand} Raises Seed Funding to Expand Across the Baltics and the Nordics`,
    slug: 'seed-funding-baltic-nordic-expansion',
    excerpt:
      'The round, led by Northgate Ventures, will fund the legal research team and expansion to Latvia, Lithuania and Finland.',
    author: SITE.communicationsTeam,
    category: 'Funding',
    featured_image: null,
    published: false,
    published_at: null,
    created_at: '2025-12-01T16:45:00Z',
    content: paragraphs(
      `**Tallinn, Estonia.** ${SITE.company} has closed a seed round led by Northgate Ventures, with participation from Baltic Legal Angels.`,
      '## Use of funds',
      list(
        'Growing the legal research team and extending the corpus to Latvian and Lithuanian case law',
        'Completing ISO/IEC 27001 certification',
        'Opening partner programmes in Finland and Sweden',
      ),
      'Draft for review by the communications team before publication.',
    ),
  },
];
