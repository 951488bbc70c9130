/**
 * What WhatsApp writes into a chat that nobody typed: media placeholders, missed calls, the encryption
 * notice, deleted messages, a view-once or poll shown as 'null' — on Android and iOS, in the six companion
 * languages. None of it is a written message: counting 'Missed voice call' as a short cold reply, or the
 * encryption notice as the first word of a conversation, misreads the people.
 */
const alternatives = (phrases: string[]) => new RegExp(`^(?:${phrases.join('|')})$`, 'iu');

/** A file sent without its content (the export was made without media). */
const media = alternatives([
  '<media omitted>',
  '<multimedia omitido>',
  '<médias omis>',
  '<mídia oculta>',
  '<arquivo de mídia oculto>',
  '<media tidak disertakan>',
  '<تم استبعاد الوسائط>',
  '(?:image|video|audio|sticker|gif|document|contact card) omitted',
  '(?:imagen|video|audio|sticker|gif|documento) omitid[oa]',
  '(?:imagem|vídeo|áudio|figurinha|gif|documento) ocultad[oa]',
  '(?:imagem|vídeo|áudio|figurinha|gif|documento) omitid[oa]',
  '(?:image|vidéo|audio|autocollant|gif|document) (?:absente?|omise?)',
  '(?:gambar|video|audio|stiker|gif|dokumen) tidak disertakan',
  'تم استبعاد (?:الصورة|الفيديو|الصوت|الملصق|المستند)',
  '<attached: [^>]+>',
  '.+ \\(file attached\\)',
]);

const system = alternatives([
  // Calls.
  'missed (?:group )?(?:voice|video) call(?:, .+)?',
  '(?:voice|video) call[,.] .+',
  'llamada (?:de voz|grupal) perdida',
  'videollamada perdida',
  'chamada de (?:voz|vídeo) perdida',
  'appel (?:vocal|vidéo) manqué',
  'panggilan (?:suara|video) tak terjawab',
  'مكالمة (?:صوتية|فيديو|فيديو جماعية|صوتية جماعية) فائتة',
  // Deleted.
  'this message was deleted\\.?',
  'you deleted this message\\.?',
  'se eliminó este mensaje\\.?',
  'eliminaste este mensaje\\.?',
  'este mensaje fue eliminado\\.?',
  'mensagem apagada\\.?',
  'esta mensagem foi apagada\\.?',
  'você apagou esta mensagem\\.?',
  'ce message a été supprimé\\.?',
  'vous avez supprimé ce message\\.?',
  'pesan ini (?:telah )?dihapus\\.?',
  'anda menghapus pesan ini\\.?',
  'تم حذف هذه الرسالة\\.?',
  'لقد حذفت هذه الرسالة\\.?',
  // Other notices.
  'null',
  'waiting for this message\\. this may take a while\\.',
  'messages and calls are end-to-end encrypted\\..*',
  'los mensajes y las llamadas están cifrados de extremo a extremo\\..*',
  'as mensagens e as chamadas são protegidas com a criptografia de ponta a ponta\\..*',
  'les messages et les appels sont chiffrés de bout en bout\\..*',
  'pesan dan panggilan terenkripsi secara end-to-end\\..*',
  'الرسائل والمكالمات مشفرة تمامًا بين الطرفين\\..*',
  'your security code with .+ changed\\..*',
]);

/** Marks WhatsApp puts around system text (left-to-right marks) and the edit note Android appends. */
const invisible = /[\u200e\u200f\u202a-\u202e]/gu;
const editedNote =
  /\s*<(?:this message was edited|se editó este mensaje|mensagem editada|ce message a été modifié|pesan ini telah diedit|تم تعديل هذه الرسالة)>$/iu;

/** The text as its writer typed it: without WhatsApp's invisible marks or its 'edited' note. */
export const typedText = (text: string): string => text.replace(invisible, '').replace(editedNote, '').trim();

export type LineKind = 'text' | 'media' | 'system';

/** Whether a message's text is something a person wrote, a media placeholder, or WhatsApp's own notice. */
export function lineKind(text: string): LineKind {
  const typed = typedText(text);
  if (typed === '') return 'system';
  if (media.test(typed)) return 'media';
  if (system.test(typed)) return 'system';
  return 'text';
}
