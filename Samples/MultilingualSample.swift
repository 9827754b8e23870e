import Folio
import Foundation

/// The first paragraphs of the four seed articles (French, Chinese, Portuguese, Japanese)
/// and lines of Arabic and Hebrew: font fallback, CJK line breaking and right-to-left
/// shaping through Pango.
enum MultilingualSample {
  static let sample = Sample(
    name: "multilingual", summary: "The seed articles' first paragraphs, plus Arabic and Hebrew"
  ) { _ throws(FolioError) in
    Document(title: "Multilingual", pageSize: .a4, margins: EdgeInsets(.all, 56)) {
      PagedVStack(alignment: .leading, spacing: 14) {
        Text("Layout, in six scripts").font(.title).keepWithNext()
        ForEach(passages, id: \.language) { passage in
          VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: passage.language).font(.caption).foregroundStyle(Color.gray)
            Text(verbatim: passage.title).font(.headline)
            Text(verbatim: passage.text).font(.body).lineSpacing(2)
          }
          .keepTogether()
        }
        Divider()
        VStack(alignment: .trailing, spacing: 6) {
          Text(verbatim: "العربية").font(.caption).foregroundStyle(Color.gray)
          Text(verbatim: arabic).font(.system(size: 14))
          Text(verbatim: "עברית").font(.caption).foregroundStyle(Color.gray)
          Text(verbatim: hebrew).font(.system(size: 14))
        }
        .frame(maxWidth: .infinity, alignment: .trailing)
        .environment(\.layoutDirection, .rightToLeft)
      }
    }
  }

  struct Passage {
    let language: String
    let title: String
    let text: String
  }

  static let arabic =
    "يقترح الأب حجمًا، ويختار الابن حجمه، ثم يضعه الأب في مكانه: هكذا يعمل محرك التخطيط في فوليو."
  static let hebrew = "ההורה מציע גודל, הילד בוחר את גודלו, וההורה ממקם אותו: כך פועל מנוע הפריסה של פוליו."

  static let passages = [
    Passage(
      language: "Français",
      title:
        "Protocole Layout de SwiftUI : créer des mises en page personnalisées de sizeThatFits à placeSubviews",
      text:
        "iOS 16 a ajouté le protocole Layout à SwiftUI, l’API publique pour créer des vues conteneurs personnalisées qui participent à la passe de mise en page de SwiftUI¹. Avant Layout, les formes de conteneurs personnalisés exigeaient soit des bricolages avec GeometryReader (qui rompent la composition parce qu’ils demandent toute la taille proposée), soit du travail sur ViewModifier personnalisé qui combat le système. Layout est la bonne réponse : un protocole à deux méthodes (sizeThatFits et placeSubviews) plus des extensions facultatives d’espacement et de mise en cache, avec un contrat qui s’intègre proprement au modèle de mise en page parent-propose-enfant-dispose de SwiftUI."
    ),
    Passage(
      language: "中文",
      title: "SwiftUI Layout 協定:從 sizeThatFits 到 placeSubviews 打造自訂版面",
      text:
        "iOS 16 為 SwiftUI 加入了 Layout 協定,這是用來打造自訂容器檢視、參與 SwiftUI 版面流程的公開 API1。在 Layout 出現之前,自訂容器的形狀要嘛得靠 GeometryReader 的奇技淫巧(這會破壞組合性,因為它會請求完整的提案大小),要嘛得寫與系統對抗的自訂 ViewModifier。Layout 才是正解:這是個雙方法協定(sizeThatFits 和 placeSubviews),加上選用的間距與快取擴充,其合約能與 SwiftUI 的「父級提議、子級決定」版面模型乾淨地整合。"
    ),
    Passage(
      language: "Português",
      title:
        "Protocolo Layout do SwiftUI: Construindo layouts personalizados de sizeThatFits a placeSubviews",
      text:
        "O iOS 16 adicionou o protocolo Layout ao SwiftUI, a API pública para construir views container personalizadas que participam do passo de layout do SwiftUI¹. Antes do Layout, formatos de container personalizados exigiam ou hacks com GeometryReader (que quebram a composição porque solicitam o tamanho proposto inteiro) ou trabalho com ViewModifier personalizado que luta contra o sistema. O Layout é a resposta certa: um protocolo de dois métodos (sizeThatFits e placeSubviews) mais extensões opcionais de espaçamento e cache, com um contrato que se integra de forma limpa ao modelo de layout do SwiftUI em que o pai propõe e o filho dispõe."
    ),
    Passage(
      language: "日本語",
      title: "SwiftUI Layout プロトコル：sizeThatFits から placeSubviews までカスタムレイアウトを構築する",
      text:
        "iOS 16 では SwiftUI に Layout プロトコルが追加され、SwiftUI のレイアウトパスに参加するカスタムコンテナビューを構築するための公開 API となりました1。Layout 登場以前は、カスタムコンテナの形状を実現するには GeometryReader のハック（提案された全サイズを要求してしまうため、コンポジションが壊れてしまいます）か、システムと戦うカスタム ViewModifier の作業が必要でした。Layout は正攻法です。2 つのメソッド（sizeThatFits と placeSubviews）に加え、オプショナルな spacing とキャッシュ拡張を持つプロトコルであり、SwiftUI の「親が提案し子が処理する」レイアウトモデルにきれいに統合される契約を備えています。"
    ),
  ]
}
