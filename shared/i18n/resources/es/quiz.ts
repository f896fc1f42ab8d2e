// Spanish texts, namespace quiz: the questionnaire of reading B and its recommendation.
import type { NamespaceTexts } from '../../namespaces.ts';

export const quiz = {
  title: '¿Qué complemento es para mí?',
  description:
    'Responda a unas preguntas sobre sus necesidades y hábitos: le sugerimos las necesidades que puede explorar y los complementos alimenticios adecuados.',
  intro:
    'Cuatro preguntas sobre sus necesidades y hábitos, y le sugerimos productos adecuados. Sus respuestas solo están en la dirección de la página: no se guarda nada.',
  form: {
    name: 'Cuestionario',
    submit: 'Ver mis sugerencias',
    update: 'Actualizar mis sugerencias',
    edit: 'Modificar mis respuestas',
  },
  questions: {
    need: {
      legend: '¿Qué desea reforzar?',
      hint: 'Marque hasta {{max}} necesidades.',
    },
    age: {
      legend: '¿Para quién son estos productos?',
      child: 'Un niño de 6 a 11 años',
      teen: 'Un adolescente de 12 a 17 años',
      adult: 'Un adulto',
      senior: 'Una persona de 65 años o más',
    },
    pregnancy: {
      legend: '¿Está embarazada o en periodo de lactancia?',
      no: 'No',
      yes: 'Sí',
    },
    diet: {
      legend: '¿Sigue una dieta especial?',
      any: 'No, como de todo',
      vegetarian: 'Vegetariana',
      vegan: 'Vegana',
    },
    form: {
      legend: '¿Qué formato prefiere tomar?',
      any: 'Me da igual',
      capsule: 'Cápsulas o perlas',
      tablet: 'Comprimidos',
      powder: 'Sobres para disolver',
      liquid: 'Gotas o ampollas',
      chewable: 'Masticables o gominolas',
    },
  },
  ignored: {
    title: 'Algunas respuestas de la dirección no se han entendido y se han ignorado:',
    need: 'necesidades (desconocidas, o más de {{max}})',
    age: 'para quién',
    pregnancy: 'embarazo o lactancia',
    diet: 'dieta',
    form: 'formato preferido',
  },
  noNeed: 'Marque al menos una necesidad para recibir sugerencias.',
  needs: {
    title: 'Necesidades para explorar',
    lead: 'Nuestros consejos y todos nuestros productos para cada una:',
  },
  products: {
    title: 'Productos sugeridos',
    none: 'Ningún producto vendido en su país se ajusta a todas sus respuestas. Un farmacéutico puede aconsejarle.',
    excluded_zero: 'No se ha descartado ningún producto de estas necesidades.',
    excluded_one: 'Se ha descartado {{count}} producto de estas necesidades, porque no se ajusta a sus respuestas.',
    excluded_many:
      'Se han descartado {{count}} de productos de estas necesidades, porque no se ajustan a sus respuestas.',
    excluded_other:
      'Se han descartado {{count}} productos de estas necesidades, porque no se ajustan a sus respuestas.',
    formMissing: 'Ninguno de estos productos existe en el formato que prefiere: aquí tiene los demás formatos.',
    why: 'Por qué este producto',
  },
  reasons: {
    needs: 'Responde a su necesidad: {{needs}}',
    form: 'En el formato que prefiere: {{form}}',
    vegan: 'Apto para veganos',
    vegetarian: 'Apto para vegetarianos',
    pregnancySuitable: 'Pensado para el embarazo y la lactancia',
    pregnancyAdvice: 'Durante el embarazo o la lactancia, consulte antes a su médico o farmacéutico',
    age: 'A partir de {{age}} años',
  },
  disclaimer:
    'Estas sugerencias no sustituyen el consejo de un profesional sanitario. Lea las precauciones de cada producto.',
  share: {
    title: 'Compartir estas sugerencias',
    label: 'Enlace a estas sugerencias',
    hint: 'Copie este enlace para volver a sus sugerencias o compartirlas.',
  },
  restart: 'Empezar de nuevo el cuestionario',
} as const satisfies NamespaceTexts<'quiz'>;
