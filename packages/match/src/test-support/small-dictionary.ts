/** A small dictionary for rule tests, so a rule's test does not move when the shipped data grows. */
import { buildDictionary } from '../dictionary.js';

export const smallDictionary = buildDictionary({
  version: 'test',
  terms: [
    { id: 'python', name: 'Python', category: 'hard_skill', aliases: ['Python'] },
    { id: 'go', name: 'Go', category: 'hard_skill', aliases: ['Go', 'Golang'], exact: ['Go'] },
    { id: 'c', name: 'C', category: 'hard_skill', aliases: ['C'], exact: ['C'] },
    { id: 'cpp', name: 'C++', category: 'hard_skill', aliases: ['C++', 'cpp'] },
    { id: 'csharp', name: 'C#', category: 'hard_skill', aliases: ['C#', 'C Sharp'] },
    {
      id: 'dotnet',
      name: '.NET',
      category: 'hard_skill',
      family: 'Application framework',
      aliases: ['.NET', 'dotnet'],
    },
    {
      id: 'nodejs',
      name: 'Node.js',
      category: 'hard_skill',
      family: 'Runtime',
      aliases: ['Node.js', 'NodeJS', 'Node'],
    },
    { id: 'ci-cd', name: 'CI/CD', category: 'hard_skill', aliases: ['CI/CD', 'continuous integration'] },
    {
      id: 'postgresql',
      name: 'PostgreSQL',
      category: 'hard_skill',
      family: 'Relational database',
      aliases: ['PostgreSQL', 'Postgres'],
    },
    { id: 'mysql', name: 'MySQL', category: 'hard_skill', family: 'Relational database', aliases: ['MySQL'] },
    { id: 'kubernetes', name: 'Kubernetes', category: 'hard_skill', aliases: ['Kubernetes', 'k8s'] },
    { id: 'kafka', name: 'Apache Kafka', category: 'hard_skill', aliases: ['Apache Kafka', 'Kafka'] },
    { id: 'rabbitmq', name: 'RabbitMQ', category: 'hard_skill', aliases: ['RabbitMQ'] },
    { id: 'message-broker', name: 'Message brokers', category: 'hard_skill', aliases: ['message broker'] },
    { id: 'microservices', name: 'Microservices', category: 'hard_skill', aliases: ['microservices'] },
    {
      id: 'microsoft-excel',
      name: 'Microsoft Excel',
      category: 'hard_skill',
      aliases: ['Microsoft Excel', 'Excel', 'MS Excel'],
      exact: ['Excel'],
    },
    {
      id: 'communication',
      name: 'Communication',
      category: 'soft_skill',
      aliases: ['communication', 'communication skills'],
    },
    { id: 'teamwork', name: 'Teamwork', category: 'soft_skill', aliases: ['teamwork', 'collaboration'] },
    { id: 'pmp', name: 'PMP', category: 'certification', aliases: ['PMP', 'Project Management Professional'] },
    { id: 'spanish', name: 'Spanish', category: 'language', aliases: ['Spanish'] },
    { id: 'saas', name: 'SaaS', category: 'other', aliases: ['SaaS'] },
    {
      id: 'medication-administration',
      name: 'Medication administration',
      category: 'hard_skill',
      aliases: ['medication administration'],
    },
  ],
});
