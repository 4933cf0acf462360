import { describe, expect, it } from 'vitest';
import { subjectPhrase } from './subject-phrase.js';

describe('subject phrase of an idea', () => {
  it.each([
    ['Write an article about composting kitchen scraps in a small city flat', 'composting kitchen scraps'],
    ['How small bakeries can win customers with social media', 'small bakeries'],
    ['How to choose an electric bike for the city', 'electric bike'],
    ["A beginner's guide to composting in a small city apartment", 'composting'],
    ['Tips for remote teams working across time zones', 'remote teams working across time zones'],
    ['Why sourdough bread is healthier than white bread', 'sourdough bread'],
    ['Electric bikes for commuting in hilly towns', 'electric bikes'],
    ['I want to write about saving money on groceries', 'saving money'],
    ['Marketing for dentists', 'marketing for dentists'],
    // A list head goes (the titles say "3 Surprising Facts About …" themselves); a name keeps its capital.
    ['Three surprising facts about octopuses', 'octopuses'],
    ['The history of Rome', 'Rome'],
    ['Small business secrets of success', 'small business secrets'],
  ])('en: %s -> %s', (idea, subject) => {
    expect(subjectPhrase(idea, 'en')).toBe(subject);
  });

  it.each([
    ['Vreau să scriu despre compostarea resturilor din bucătărie', 'compostarea resturilor'],
    ['Cum să alegi o bicicletă electrică pentru oraș', 'o bicicletă electrică'],
    ['Ghid despre grădinăritul pe balcon în orașe mari', 'grădinăritul pe balcon'],
    ['Brutăriile de cartier și rețelele sociale', 'brutăriile de cartier'],
    ['Cum pot brutăriile mici să folosească Instagram pentru clienți noi', 'brutăriile mici'],
    // The subject keeps its article, which is not one of its words; a list head goes.
    ['O grădină pe balcon', 'o grădină pe balcon'],
    ['3 lucruri surprinzătoare despre caracatițe', 'caracatițe'],
    ['Cinci greșeli frecvente despre alergare', 'alergare'],
  ])('ro: %s -> %s', (idea, subject) => {
    expect(subjectPhrase(idea, 'ro')).toBe(subject);
  });

  it.each([
    ['¿Cómo ahorrar dinero en la compra semanal?', 'dinero'],
    [
      'Quiero escribir un artículo sobre el compostaje doméstico en pisos pequeños',
      'el compostaje doméstico',
    ],
    ['Consejos para equipos remotos', 'equipos remotos'],
    ['Panaderías de barrio y redes sociales', 'panaderías de barrio'],
    ['Cómo pueden las panaderías pequeñas usar Instagram para atraer clientes', 'las panaderías pequeñas'],
    // A list head goes; "del" gives back its article.
    ['Tres datos curiosos sobre los pulpos', 'los pulpos'],
    ['La historia del pan de masa madre', 'el pan de masa madre'],
    ['Una bicicleta eléctrica para la ciudad', 'una bicicleta eléctrica'],
  ])('es: %s -> %s', (idea, subject) => {
    expect(subjectPhrase(idea, 'es')).toBe(subject);
  });
});
