/**
 * Exchanges the simulated phone's chats are made of: real back-and-forth (questions, jokes,
 * apologies, plans, support), in English and Spanish. `them` speaks first unless the line starts
 * with '>' (the user).
 */
export type Language = 'en' | 'es';

export const exchanges: Record<Language, readonly (readonly string[])[]> = {
  en: [
    ['Are you still up for dinner on Friday?', '>Yes! 7:30 at the Thai place?', 'Perfect, I will book a table', '>Great, see you there'],
    [
      'Did you see the match last night??',
      '>I fell asleep at half time 😅',
      'You missed the best goal of the season',
      '>Nooo. Send me the clip',
    ],
    [
      '>Sorry I snapped at you earlier, long day at work',
      'It is okay. Want to talk about it?',
      '>Maybe later. Thanks for being patient with me',
      'Always ❤️',
    ],
    ['Why did the scarecrow win an award?', '>Tell me', 'Because he was outstanding in his field', '>That is terrible. I love it 😂'],
    [
      '>How did the interview go?',
      'Honestly better than I expected',
      'They asked about the project I led last year',
      '>You totally deserve this. Fingers crossed!',
    ],
    ['Can you pick up milk on the way home?', '>Sure, anything else?', 'Bread and some apples please', '>On it'],
    [
      'I feel like we never talk anymore',
      '>You are right, I have been distracted. I am sorry',
      '>Walk on Sunday morning? Just us, no phones',
      'I would really like that',
    ],
    ['>Happy birthday!! 🎉 Hope your day is amazing', 'Thank you!! Coming to the party tonight?', '>Would not miss it', 'Yay 🥳'],
    [
      'Mum says hi and asks when you are visiting',
      '>Tell her maybe the 14th?',
      'She will be thrilled. She is already planning lasagne',
      '>Then the 14th it is',
    ],
    [
      '>Are we still arguing about the holiday or can we decide?',
      'Haha fine. Mountains this year, beach next year?',
      '>Deal. I will look at cabins tonight',
      'Send me the links',
    ],
    [
      'Thanks for listening yesterday, it helped a lot',
      '>Any time. How are you feeling today?',
      'Lighter. I called my sister like you suggested',
      '>I am really glad',
    ],
    ['>Running 10 minutes late, sorry!', 'No worries, I just got a coffee', '>You are the best'],
  ],
  es: [
    ['¿Vienes a la cena del sábado?', '>¡Claro! ¿A qué hora?', 'A las nueve en casa de Lucía', '>Perfecto, llevo el vino'],
    ['>Perdona por no contestar ayer, estaba agotada', 'Tranquila, ¿todo bien?', '>Sí, mucho trabajo. Hoy mejor', 'Me alegro. Cuídate'],
    ['¿Sabes por qué los pájaros no usan Facebook?', '>¿Por qué?', 'Porque ya tienen Twitter 🐦', '>Jajaja qué malo eres'],
    ['>¿Cómo salió la reunión con tu jefe?', 'Bien, me van a dar el proyecto nuevo', '>¡Enhorabuena! Te lo mereces', 'Gracias, de verdad'],
    [
      'Mamá pregunta si vienes en Navidad',
      '>Sí, llego el 23 por la tarde',
      'Genial, ya está preparando el turrón',
      '>No le digas que lo sé 😄',
    ],
    [
      '>Siento lo de anoche, no debí decir eso',
      'Me dolió un poco, la verdad',
      '>Lo sé. ¿Podemos hablarlo con calma hoy?',
      'Sí, a las siete en el parque',
    ],
    ['¿Me ayudas con la mudanza el domingo?', '>Claro, ¿a qué hora empezamos?', 'A las diez, invito a pizza', '>Trato hecho'],
    ['>¿Qué tal tu abuela?', 'Mucho mejor, ya está en casa', '>Qué alivio. Dale un abrazo de mi parte', 'Se lo daré'],
  ],
};
