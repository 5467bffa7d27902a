<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Koutchina</source>
        <translation>À propos de Koutchina</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>Fichier journal</translation>
    </message>
    <message>
        <source>Saved matches</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>Réalisé avec</translation>
    </message>
    <message>
        <source>Hand (Hareega), Court Piece and Hokm against bots that see only their own cards, offline.</source>
        <translation>Hand (Hareega), Court Piece et Hokm contre des bots qui ne voient que leurs propres cartes, hors ligne.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>{name}: {details}</source>
        <translation>{name}&#xa0;: {details}</translation>
    </message>
    <message>
        <source>You take the trick</source>
        <translation>Vous remportez le pli</translation>
    </message>
    <message>
        <source>{name} takes the trick</source>
        <translation>{name} remporte le pli</translation>
    </message>
    <message>
        <source>{name}: {tricks}</source>
        <translation>{name}&#xa0;: {tricks}</translation>
    </message>
    <message>
        <source>Your side: {ours}; opponents: {theirs}</source>
        <translation>Votre équipe&#xa0;: {ours}&#x202f;; adversaires&#xa0;: {theirs}</translation>
    </message>
    <message>
        <source>Your turn. You can play: {cards}</source>
        <translation>À vous de jouer. Vous pouvez jouer&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>{name} called {n}</source>
        <translation>{name}&#xa0;: annonce {n}</translation>
    </message>
    <message>
        <source>5 seconds left</source>
        <translation>Plus que 5 secondes</translation>
    </message>
    <message>
        <source>Call {n}. Enter locks it in.</source>
        <translation>Annonce {n}. Entrée la valide.</translation>
    </message>
    <message>
        <source>Enter confirms.</source>
        <translation>Entrée confirme.</translation>
    </message>
    <message>
        <source>Keys 0 to 8 choose your call, Enter locks it in.</source>
        <translation>Les touches 0 à 8 choisissent votre annonce, Entrée la valide.</translation>
    </message>
    <message>
        <source>Left and right arrows choose the suit, up and down the target, Enter confirms.</source>
        <translation>Les flèches gauche et droite choisissent la couleur, haut et bas l’objectif, Entrée confirme.</translation>
    </message>
    <message>
        <source>Left and right arrows choose the suit, Enter confirms.</source>
        <translation>Les flèches gauche et droite choisissent la couleur, Entrée confirme.</translation>
    </message>
    <message>
        <source>You may ask to see the trump: key S.</source>
        <translation>Vous pouvez demander à voir l’atout&#xa0;: touche S.</translation>
    </message>
    <message>
        <source>Enter: {button}.</source>
        <translation>Entrée&#xa0;: {button}.</translation>
    </message>
    <message>
        <source>You hold: {cards}</source>
        <translation>Vous avez en main&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Last trick: {plays}. Won by you.</source>
        <translation>Dernier pli&#xa0;: {plays}. Remporté par vous.</translation>
    </message>
    <message>
        <source>Last trick: {plays}. Won by {name}.</source>
        <translation>Dernier pli&#xa0;: {plays}. Remporté par {name}.</translation>
    </message>
</context>
<context>
    <name>AnotherMatch</name>
    <message>
        <source>Match under way</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>A match is under way. Start a new one?</source>
        <translation>Une partie est en cours. En commencer une nouvelle&#x202f;?</translation>
    </message>
    <message>
        <source>A match is under way. Resume the match you chose instead?</source>
        <translation>Une partie est en cours. Reprendre plutôt la partie choisie&#x202f;?</translation>
    </message>
    <message>
        <source>The match under way is kept: you can resume it from History.</source>
        <translation>La partie en cours est conservée&#xa0;: vous pourrez la reprendre depuis l’Historique.</translation>
    </message>
    <message>
        <source>The match under way is not saved: it will be lost.</source>
        <translation>La partie en cours n’est pas enregistrée&#xa0;: elle sera perdue.</translation>
    </message>
    <message>
        <source>&amp;Start a new match</source>
        <translation>Commencer une &amp;nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Resume the match chosen</source>
        <translation>&amp;Reprendre la partie choisie</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
</context>
<context>
    <name>CallPanel</name>
    <message>
        <source>Your call</source>
        <translation>Votre annonce</translation>
    </message>
    <message>
        <source>How many tricks will you take? Exactly that many scores.</source>
        <translation>Combien de plis allez-vous faire&#x202f;? Seul le nombre exact rapporte.</translation>
    </message>
    <message>
        <source>Choose a number</source>
        <translation>Choisissez un nombre</translation>
    </message>
    <message>
        <source>Lock in {n}</source>
        <translation>Valider {n}</translation>
    </message>
</context>
<context>
    <name>CallTotals</name>
    <message>
        <source>Calls revealed: {total} tricks called, only 8 to play</source>
        <translation>Annonces révélées&#xa0;: {total} plis annoncés pour 8 en jeu</translation>
    </message>
    <message>
        <source>Calls revealed: all 8 tricks called</source>
        <translation>Annonces révélées&#xa0;: 8 plis annoncés sur 8</translation>
    </message>
    <message numerus="yes">
        <source>Calls revealed: %n of the 8 tricks called</source>
        <translation>
            <numerusform>Annonces révélées&#xa0;: %n pli annoncé sur 8</numerusform>
            <numerusform>Annonces révélées&#xa0;: %n plis annoncés sur 8</numerusform>
        </translation>
    </message>
    <message>
        <source>Calls: {total} tricks, only 8 to play</source>
        <translation>Annonces&#xa0;: {total} plis pour 8 en jeu</translation>
    </message>
    <message>
        <source>Calls: all 8 tricks</source>
        <translation>Annonces&#xa0;: 8 plis sur 8</translation>
    </message>
    <message numerus="yes">
        <source>Calls: %n of the 8 tricks</source>
        <translation>
            <numerusform>Annonces&#xa0;: %n pli sur 8</numerusform>
            <numerusform>Annonces&#xa0;: %n plis sur 8</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>the call with the best expected score in the deals that fit your cards</source>
        <translation>l’annonce qui rapporte le plus en moyenne dans les donnes compatibles avec votre jeu</translation>
    </message>
    <message>
        <source>the trump with the best expected result for your side</source>
        <translation>l’atout qui donne le meilleur résultat moyen à votre équipe</translation>
    </message>
    <message>
        <source>your longer suit: its length keeps control of the trumps, which the expected results below underrate</source>
        <translation>votre couleur la plus longue&#xa0;: sa longueur garde la main sur les atouts, ce que les résultats moyens ci-dessous sous-estiment</translation>
    </message>
    <message>
        <source>the card with the best expected result in the deals that fit what you have seen</source>
        <translation>la carte qui donne le meilleur résultat moyen dans les donnes compatibles avec ce que vous avez vu</translation>
    </message>
    <message>
        <source>the only card you may play</source>
        <translation>la seule carte que vous pouvez jouer</translation>
    </message>
    <message>
        <source>the cheapest card that wins the trick</source>
        <translation>la plus petite carte qui bat les cartes déjà posées</translation>
    </message>
    <message>
        <source>no card still hidden can beat it, so the trick is yours</source>
        <translation>aucune carte encore cachée ne peut la battre, le pli est donc à vous</translation>
    </message>
    <message>
        <source>no card still hidden can beat it, so the trick is your side&apos;s</source>
        <translation>aucune carte encore cachée ne peut la battre, le pli est donc à votre équipe</translation>
    </message>
    <message>
        <source>no card of its suit still hidden can beat it, though an opponent still to play could trump it</source>
        <translation>aucune carte de sa couleur encore cachée ne peut la battre, mais un adversaire qui n’a pas encore joué pourrait couper</translation>
    </message>
    <message>
        <source>a master card, a sure trick</source>
        <translation>une carte maîtresse, un pli assuré</translation>
    </message>
    <message>
        <source>a master card: no card of its suit still hidden can beat it, though an opponent could trump it</source>
        <translation>une carte maîtresse&#xa0;: aucune carte de sa couleur encore cachée ne peut la battre, mais un adversaire pourrait couper</translation>
    </message>
    <message>
        <source>a trump lead, to draw the opponents&apos; trumps</source>
        <translation>une entame d’atout, pour faire tomber les atouts adverses</translation>
    </message>
    <message>
        <source>a low card of your longest suit</source>
        <translation>une petite carte de votre couleur la plus longue</translation>
    </message>
    <message>
        <source>a low lead the others can beat, keeping your high cards</source>
        <translation>une petite entame que les autres peuvent battre, en gardant vos hautes cartes</translation>
    </message>
    <message>
        <source>your partner is winning the trick, so play low</source>
        <translation>votre partenaire tient le pli, jouez donc petit</translation>
    </message>
    <message>
        <source>you cannot follow, so trump to win the trick</source>
        <translation>vous ne pouvez pas fournir, coupez donc pour remporter le pli</translation>
    </message>
    <message>
        <source>a card under the winning one, leaving this trick to another player</source>
        <translation>une carte sous la carte gagnante, en laissant ce pli à un autre joueur</translation>
    </message>
    <message>
        <source>none of your cards can win this trick, so follow low</source>
        <translation>aucune de vos cartes ne peut gagner ce pli, fournissez donc petit</translation>
    </message>
    <message>
        <source>you cannot follow, so throw away a low card</source>
        <translation>vous ne pouvez pas fournir, défaussez donc une petite carte</translation>
    </message>
    <message>
        <source>you must take this trick, so take it with your highest card</source>
        <translation>vous devez prendre ce pli, prenez-le donc avec votre plus haute carte</translation>
    </message>
    <message>
        <source>the lowest target, since every target scores the same</source>
        <translation>l’objectif le plus bas, puisque tous rapportent autant</translation>
    </message>
    <message>
        <source>the card the usual rules of good play choose, as good as the best within the margin of error</source>
        <translation>la carte que conseillent les règles habituelles du bon jeu, aussi bonne que la meilleure à la marge d’erreur près</translation>
    </message>
    <message>
        <source>the longer suit, as good as the best within the margin of error</source>
        <translation>la couleur la plus longue, aussi bonne que la meilleure à la marge d’erreur près</translation>
    </message>
    <message>
        <source>the call nearest the tricks your hand is worth, as good as the best within the margin of error</source>
        <translation>l’annonce la plus proche des plis que vaut votre jeu, aussi bonne que la meilleure à la marge d’erreur près</translation>
    </message>
    <message>
        <source>call {count}</source>
        <translation>annonce de {count}</translation>
    </message>
    <message>
        <source>{suit} as trump, target {target}</source>
        <translation>atout {suit}, objectif {target}</translation>
    </message>
    <message>
        <source>{suit} as trump</source>
        <translation>atout {suit}</translation>
    </message>
    <message>
        <source>ask to see the trump</source>
        <translation>demander à voir l’atout</translation>
    </message>
    <message>
        <source>concede the rest</source>
        <translation>abandonner les plis restants</translation>
    </message>
    <message>
        <source>a call of {count}</source>
        <translation>une annonce de {count}</translation>
    </message>
    <message>
        <source>{suit} as trump, target {target}</source>
        <comment>in a sentence</comment>
        <translation>l’atout {suit}, objectif {target}</translation>
    </message>
    <message>
        <source>{suit} as trump</source>
        <comment>in a sentence</comment>
        <translation>l’atout {suit}</translation>
    </message>
    <message>
        <source>{score} expected</source>
        <translation>{score} en moyenne</translation>
    </message>
    <message>
        <source>you make your call in {percent}% of the deals that fit what you have seen</source>
        <translation>vous réussissez votre annonce dans {percent}&#xa0;% des donnes compatibles avec ce que vous avez vu</translation>
    </message>
    <message>
        <source>{result} expected for your side</source>
        <translation>{result} en moyenne pour votre équipe</translation>
    </message>
    <message>
        <source>your side takes {tricks} on average</source>
        <translation>votre équipe fait {tricks} en moyenne</translation>
    </message>
    <message>
        <source>you make your call in {percent}% of them with it, against {rules}%</source>
        <translation>en la jouant, vous réussissez votre annonce dans {percent}&#xa0;% d’entre elles, contre {rules}&#xa0;%</translation>
    </message>
    <message>
        <source>your side takes {tricks} on average with it, against {rules}</source>
        <translation>votre équipe fait {tricks} en moyenne avec elle, contre {rules}</translation>
    </message>
    <message>
        <source>the other side takes {tricks} on average with it, against {rules}</source>
        <translation>l’autre équipe fait {tricks} en moyenne avec elle, contre {rules}</translation>
    </message>
    <message>
        <source>you can expect {score} with it, against {rules}</source>
        <translation>vous pouvez en attendre {score} en moyenne, contre {rules}</translation>
    </message>
    <message>
        <source>your side can expect {result} with it, against {rules}</source>
        <translation>votre équipe peut en attendre {result} en moyenne, contre {rules}</translation>
    </message>
    <message>
        <source>You called 0 and have taken no trick so far.</source>
        <translation>Vous avez annoncé 0 et n’avez encore fait aucun pli.</translation>
    </message>
    <message>
        <source>You called 0 and have taken {tricks}.</source>
        <translation>Vous avez annoncé 0 et avez déjà fait {tricks}.</translation>
    </message>
    <message>
        <source>You have {taken} of the {tricks} you called.</source>
        <translation>Votre annonce&#xa0;: {tricks}&#x202f;; vous en avez fait {taken}.</translation>
    </message>
    <message>
        <source>You have the {tricks} you called.</source>
        <translation>Votre annonce est remplie&#xa0;: {tricks}.</translation>
    </message>
    <message>
        <source>You have {tricks}, more than the {called} you called.</source>
        <translation>Vous avez fait {tricks}, plus que votre annonce de {called}.</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play.</source>
        <translation>Abandonner le reste de la donne&#x202f;? L’autre équipe remporte tous les plis restant à jouer.</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play; your side still scores {score}.</source>
        <translation>Abandonner le reste de la donne&#x202f;? L’autre équipe remporte tous les plis restant à jouer&#x202f;; votre équipe marque tout de même {score}.</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play and scores {score} (a sweep).</source>
        <translation>Abandonner le reste de la donne&#x202f;? L’autre équipe remporte tous les plis restant à jouer et marque {score} (chelem).</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play and scores {score} (a Kot).</source>
        <translation>Abandonner le reste de la donne&#x202f;? L’autre équipe remporte tous les plis restant à jouer et marque {score} (un Kot).</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play and scores {score} (a Kot against the Hakem&apos;s side).</source>
        <translation>Abandonner le reste de la donne&#x202f;? L’autre équipe remporte tous les plis restant à jouer et marque {score} (un Kot contre l’équipe du Hakem).</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play and scores {score}.</source>
        <translation>Abandonner le reste de la donne&#x202f;? L’autre équipe remporte tous les plis restant à jouer et marque {score}.</translation>
    </message>
    <message>
        <source>The other side then wins the match.</source>
        <translation>L’autre équipe remporte alors la partie.</translation>
    </message>
    <message>
        <source>Your side then wins the match.</source>
        <translation>Votre équipe remporte alors la partie.</translation>
    </message>
    <message>
        <source>{cost} expected</source>
        <translation>{cost} en moyenne</translation>
    </message>
    <message>
        <source>{choice} ({value})</source>
        <translation>{choice} ({value})</translation>
    </message>
    <message>
        <source>{score} expected; you make your call in {percent}% of the deals that fit what you have seen</source>
        <translation>{score} en moyenne&#x202f;; vous réussissez votre annonce dans {percent}&#xa0;% des donnes compatibles avec ce que vous avez vu</translation>
    </message>
    <message>
        <source>{result} expected for your side ({tricks})</source>
        <translation>{result} en moyenne pour votre équipe ({tricks})</translation>
    </message>
    <message>
        <source>Rated higher by simulations that undervalue a long trump: {choices}</source>
        <translation>Devant dans des simulations qui sous-estiment un atout long&#xa0;: {choices}</translation>
    </message>
    <message>
        <source>As good within the margin of error: {choices}</source>
        <translation>À égalité, à la marge d’erreur près&#xa0;: {choices}</translation>
    </message>
    <message>
        <source>the cards you may play are all worth the same here</source>
        <translation>les cartes que vous pouvez jouer se valent toutes ici</translation>
    </message>
    <message>
        <source>the lowest card you may play, as you cannot or need not win this trick</source>
        <translation>la plus petite carte que vous pouvez jouer, puisque vous ne pouvez pas remporter ce pli ou n’en avez pas besoin</translation>
    </message>
    <message>
        <source>the lowest card you may play, which wins for now; a player still to play may take the trick</source>
        <translation>la plus petite carte que vous pouvez jouer, qui gagne pour l’instant&#x202f;; un joueur qui n’a pas encore joué peut prendre le pli</translation>
    </message>
    <message>
        <source>you cannot be sure of winning this trick, so follow low</source>
        <translation>vous ne pouvez pas être sûr de gagner ce pli, fournissez donc petit</translation>
    </message>
    <message>
        <source>you cannot follow and already have the tricks you called, so throw away a high card</source>
        <translation>vous ne pouvez pas fournir et avez déjà les plis annoncés, défaussez donc une haute carte</translation>
    </message>
    <message>
        <source>you cannot follow, so you may have the hidden trump shown</source>
        <translation>vous ne pouvez pas fournir, vous pouvez donc faire montrer l’atout caché</translation>
    </message>
    <message>
        <source>Play {advised}. The usual rules of good play would play {rules}, but {advised} does better: in the deals that fit what you have seen, {figures}.</source>
        <translation>Jouez {advised}. Selon les règles habituelles du bon jeu, on jouerait {rules}, mais {advised} fait mieux&#xa0;: dans les donnes compatibles avec ce que vous avez vu, {figures}.</translation>
    </message>
    <message>
        <source>Next best: {choices}</source>
        <translation>Autres choix&#xa0;: {choices}</translation>
    </message>
</context>
<context>
    <name>CoachControls</name>
    <message>
        <source>Hints and undo are for practice matches only ({menu} &gt; {item}).</source>
        <translation>Ni conseil ni annulation hors entraînement ({menu} &gt; {item}).</translation>
    </message>
    <message>
        <source>The table plays the rest of the round for you.</source>
        <translation>La table joue le reste de la manche pour vous.</translation>
    </message>
    <message>
        <source>You concede the rest of the deal.</source>
        <translation>Vous abandonnez le reste de la donne.</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Play the rest for me</source>
        <translation>Jouer le reste pour moi</translation>
    </message>
    <message>
        <source>Your last move is taken back.</source>
        <translation>Votre dernier coup est annulé.</translation>
    </message>
    <message>
        <source>You claim the rest of the round: no card can beat yours.</source>
        <translation>Vous réclamez les plis restants&#xa0;: aucune carte ne peut battre les vôtres.</translation>
    </message>
    <message>
        <source>You claim the rest of the deal: no card can beat yours.</source>
        <translation>Vous réclamez les plis restants&#xa0;: aucune carte ne peut battre les vôtres.</translation>
    </message>
    <message>
        <source>{name} claims the rest of the round: no card can beat theirs.</source>
        <translation>{name} réclame les plis restants&#xa0;: aucune carte ne peut battre les siennes.</translation>
    </message>
    <message>
        <source>{name} claims the rest of the deal: no card can beat theirs.</source>
        <translation>{name} réclame les plis restants&#xa0;: aucune carte ne peut battre les siennes.</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Conseil (H)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Claim the rest (C)</source>
        <translation>Réclamer le reste (C)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Annuler le coup (Ctrl+Z)</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Annuler mon dernier coup</translation>
    </message>
    <message>
        <source>Concede the rest</source>
        <translation>Abandonner le reste</translation>
    </message>
    <message>
        <source>Give up the rest of this deal: the other side takes every trick still to play (you are asked first).</source>
        <translation>Abandonner le reste de la donne&#xa0;: l’autre équipe prend tous les plis qui restent à jouer (une confirmation vous est demandée).</translation>
    </message>
    <message>
        <source>&amp;Play the rest of the round for me…</source>
        <translation>Jouer le reste de la manche &amp;pour moi…</translation>
    </message>
    <message>
        <source>&amp;Claim the rest of the round</source>
        <translation>&amp;Réclamer les plis restants</translation>
    </message>
    <message>
        <source>C&amp;oncede the rest of the deal…</source>
        <translation>A&amp;bandonner les plis restants…</translation>
    </message>
    <message>
        <source>&amp;Claim the rest of the deal</source>
        <translation>&amp;Réclamer les plis restants</translation>
    </message>
    <message>
        <source>&amp;Review the last round…</source>
        <translation>Re&amp;voir la dernière manche…</translation>
    </message>
    <message>
        <source>{standing} Let the table play the rest of this round for you? It plays your remaining cards as a bot would, aiming at your call.</source>
        <translation>{standing} Laisser la table jouer le reste de la manche à votre place&#x202f;? Elle joue vos dernières cartes comme le ferait un bot, en visant votre annonce.</translation>
    </message>
    <message>
        <source>The table plays your remaining cards of this round for you as a bot would, aiming at your call (you are asked first).</source>
        <translation>La table joue à votre place vos dernières cartes de la manche comme le ferait un bot, en visant votre annonce (on vous le demande d’abord).</translation>
    </message>
    <message>
        <source>Play the last round &amp;again</source>
        <translation>Re&amp;jouer la dernière manche</translation>
    </message>
    <message>
        <source>&amp;Review the last deal…</source>
        <translation>Re&amp;voir la dernière donne…</translation>
    </message>
    <message>
        <source>Play the last deal &amp;again</source>
        <translation>Re&amp;jouer la dernière donne</translation>
    </message>
    <message>
        <source>From your seat</source>
        <translation>À votre place</translation>
    </message>
    <message>
        <source>In the seat of {name}</source>
        <translation>À la place occupée par {name}</translation>
    </message>
</context>
<context>
    <name>CoachMenu</name>
    <message>
        <source>&amp;Coach</source>
        <translation>C&amp;oach</translation>
    </message>
</context>
<context>
    <name>DealAgain</name>
    <message>
        <source>A deal without trump is played again from your seat only.</source>
        <translation>Une donne sans atout se rejoue seulement à votre place.</translation>
    </message>
    <message>
        <source>Round {n} again, same cards and bots: it is not counted.</source>
        <translation>Manche {n} rejouée, mêmes cartes et bots&#xa0;: elle ne compte pas.</translation>
    </message>
    <message>
        <source>Deal {n} again, same cards and bots: it is not counted.</source>
        <translation>Donne {n} rejouée, mêmes cartes et bots&#xa0;: elle ne compte pas.</translation>
    </message>
    <message>
        <source>Round {n} again with the cards of {name}: it is not counted.</source>
        <translation>Manche {n} rejouée, jeu tenu par {name}&#xa0;: elle ne compte pas.</translation>
    </message>
    <message>
        <source>Deal {n} again with the cards of {name}: it is not counted.</source>
        <translation>Donne {n} rejouée, jeu tenu par {name}&#xa0;: elle ne compte pas.</translation>
    </message>
</context>
<context>
    <name>DealAgainPanel</name>
    <message>
        <source>Back to the match</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Round {n} played again</source>
        <translation>Manche {n} rejouée</translation>
    </message>
    <message>
        <source>Deal {n} played again</source>
        <translation>Donne {n} rejouée</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>First time</source>
        <translation>La première fois</translation>
    </message>
    <message>
        <source>This time</source>
        <translation>Cette fois</translation>
    </message>
    <message>
        <source>This time you held the cards of {name}.</source>
        <translation>Cette fois, vous aviez le jeu tenu par {name}.</translation>
    </message>
    <message>
        <source>First time: {outcome}</source>
        <translation>La première fois&#xa0;: {outcome}</translation>
    </message>
    <message>
        <source>This time: {outcome}</source>
        <translation>Cette fois&#xa0;: {outcome}</translation>
    </message>
    <message>
        <source>call {call}, {tricks}: {score}</source>
        <translation>annonce {call}, {tricks}&#xa0;: {score}</translation>
    </message>
    <message>
        <source>{tricks}: {score}</source>
        <translation>{tricks}&#xa0;: {score}</translation>
    </message>
</context>
<context>
    <name>DealCoachRow</name>
    <message>
        <source>Review this round…</source>
        <translation>Revoir cette manche…</translation>
    </message>
    <message>
        <source>Review this deal…</source>
        <translation>Revoir cette donne…</translation>
    </message>
    <message>
        <source>Play this round again</source>
        <translation>Rejouer cette manche</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>from your seat</source>
        <translation>à votre place</translation>
    </message>
    <message>
        <source>in the seat of {name}</source>
        <translation>à la place occupée par {name}</translation>
    </message>
</context>
<context>
    <name>DealSummaryPanel</name>
    <message>
        <source>See the ranking</source>
        <translation>Voir le classement</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>Revoir mon jeu</translation>
    </message>
    <message>
        <source>Play this round again</source>
        <translation>Rejouer cette manche</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>Round {n} scored</source>
        <translation>Résultats de la manche {n}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Deal {n} scored</source>
        <translation>Résultats de la donne {n}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Courts</source>
        <translation>Courts</translation>
    </message>
    <message>
        <source>{side} (Hakem)</source>
        <translation>{side} (Hakem)</translation>
    </message>
</context>
<context>
    <name>DrawTexts</name>
    <message numerus="yes">
        <source>A tie for the highest card: %n round(s) of drawing</source>
        <translation>
            <numerusform>Égalité pour la plus forte carte&#xa0;: %n tour de tirage</numerusform>
            <numerusform>Égalité pour la plus forte carte&#xa0;: %n tours de tirage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileChoice</name>
    <message>
        <source>Koutchina matches (*.json)</source>
        <translation>Parties Koutchina (*.json)</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Bots: {levels}</source>
        <translation>Bots&#xa0;: {levels}</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Jouer au {game}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
</context>
<context>
    <name>GoingHome</name>
    <message>
        <source>Match not saved</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>The match could not be saved, so it stays on the table.</source>
        <translation>La partie n’a pas pu être enregistrée&#x202f;; elle reste donc sur la table.</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>No hint this time: {error}</source>
        <translation>Pas de conseil cette fois&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>{choice}: {reason}; {target_reason}.</source>
        <translation>{choice}&#xa0;: {reason}&#x202f;; {target_reason}.</translation>
    </message>
    <message>
        <source>{choice}: {reason}.</source>
        <translation>{choice}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>The timer waits while the hint is open; H or Esc closes it.</source>
        <translation>Le minuteur attend tant que le conseil est ouvert&#x202f;; H ou Échap le ferme.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Not started</source>
        <translation>Pas commencée</translation>
    </message>
    <message>
        <source>{place}, {points}</source>
        <translation>{place}, {points}</translation>
    </message>
    <message>
        <source>{points} so far</source>
        <translation>{points} pour l’instant</translation>
    </message>
    <message>
        <source>Won {mine}–{theirs}</source>
        <translation>Gagnée {mine}–{theirs}</translation>
    </message>
    <message>
        <source>Lost {mine}–{theirs}</source>
        <translation>Perdue {mine}–{theirs}</translation>
    </message>
    <message>
        <source>{mine}–{theirs} so far</source>
        <translation>{mine}–{theirs} pour l’instant</translation>
    </message>
    <message>
        <source>Finished (practice)</source>
        <translation>Terminée (entraînement)</translation>
    </message>
    <message>
        <source>In progress (practice)</source>
        <translation>En cours (entraînement)</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Jouée le</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Reading the saved matches…</source>
        <translation>Lecture des parties enregistrées…</translation>
    </message>
    <message>
        <source>Reading the saved matches: {done} of {total}…</source>
        <translation>Lecture des parties enregistrées&#xa0;: {done} sur {total}…</translation>
    </message>
    <message>
        <source>No saved match yet: every match you play is kept here as you play it.</source>
        <translation>Aucune partie enregistrée pour l’instant&#xa0;: chaque partie jouée est gardée ici au fil du jeu.</translation>
    </message>
    <message numerus="yes">
        <source>%n saved match(es).</source>
        <translation>
            <numerusform>%n partie enregistrée.</numerusform>
            <numerusform>%n parties enregistrées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved match(es), {shown} shown for this game.</source>
        <translation>
            <numerusform>%n partie enregistrée, dont {shown} pour ce jeu.</numerusform>
            <numerusform>%n parties enregistrées, dont {shown} pour ce jeu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be read:</source>
        <translation>
            <numerusform>%n fichier n’a pas pu être lu&#xa0;:</numerusform>
            <numerusform>%n fichiers n’ont pas pu être lus&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>The match was exported to this file:</source>
        <translation>La partie a été exportée dans ce fichier&#xa0;:</translation>
    </message>
    <message>
        <source>Import a match</source>
        <translation>Importer une partie</translation>
    </message>
    <message>
        <source>The file could not be imported: {problem}</source>
        <translation>Le fichier n’a pas pu être importé&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>This match is already in your history: it is the one selected.</source>
        <translation>Cette partie est déjà dans votre historique&#xa0;: c’est celle qui est sélectionnée.</translation>
    </message>
    <message>
        <source>The match was imported.</source>
        <translation>La partie a été importée.</translation>
    </message>
    <message>
        <source>This match waits on the start screen: resume it, or start another, first.</source>
        <translation>Cette partie attend sur l’écran d’accueil&#xa0;: reprenez-la, ou commencez-en une autre, d’abord.</translation>
    </message>
    <message>
        <source>This match is on the table: finish it or start another first.</source>
        <translation>Cette partie est sur la table&#xa0;: terminez-la ou commencez-en une autre d’abord.</translation>
    </message>
    <message>
        <source>Delete the {game} match last played on {date}? This cannot be undone.</source>
        <translation>Supprimer la partie de {game} jouée pour la dernière fois le {date}&#x202f;? C’est définitif.</translation>
    </message>
    <message>
        <source>This match is being played in another Koutchina window: finish or close it there first.</source>
        <translation>Cette partie est jouée dans une autre fenêtre de Koutchina&#xa0;: terminez-la ou fermez-la d’abord là-bas.</translation>
    </message>
    <message>
        <source>Koutchina</source>
        <translation>Koutchina</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>&amp;Visionner</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>raise the previous or next card you may play; choose the trump suit</source>
        <translation>sélectionner la carte jouable précédente ou suivante&#x202f;; choisir la couleur d’atout</translation>
    </message>
    <message>
        <source>raise the first or last card you may play</source>
        <translation>sélectionner la première ou la dernière carte jouable</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>raise or lower the target (Court Piece with bidding)</source>
        <translation>monter ou baisser l’objectif (Court Piece avec enchères)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>play the raised card; confirm a call, the trump, the next deal or play again</source>
        <translation>jouer la carte sélectionnée&#x202f;; valider une annonce, l’atout, la donne suivante ou «&#xa0;Encore une partie&#xa0;»</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>0 … 8</source>
        <translation>0 … 8</translation>
    </message>
    <message>
        <source>choose your call (Hand)</source>
        <translation>choisir votre annonce (Hand)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>close the hint; else lower the raised card or clear the call</source>
        <translation>fermer le conseil&#x202f;; sinon reposer la carte sélectionnée ou effacer l’annonce</translation>
    </message>
    <message>
        <source>L or Ctrl+L</source>
        <translation>L ou Ctrl+L</translation>
    </message>
    <message>
        <source>show the last trick</source>
        <translation>voir le dernier pli</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>ask to see the hidden trump</source>
        <translation>demander à voir l’atout caché</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>have the screen reader say the whole table</source>
        <translation>faire lire toute la table par le lecteur d’écran</translation>
    </message>
    <message>
        <source>Anywhere in the main window</source>
        <translation>Partout dans la fenêtre principale</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Visionnage</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>play or pause</source>
        <translation>lecture ou pause</translation>
    </message>
    <message>
        <source>the previous or next deal (a round in Hand), as dealt</source>
        <translation>la donne précédente ou suivante (la manche au Hand), telle que distribuée</translation>
    </message>
    <message>
        <source>Home End</source>
        <translation>Début, Fin</translation>
    </message>
    <message>
        <source>go through the buttons of the deal&apos;s summary, the match&apos;s end or a deal played again; Enter or Space presses the one chosen</source>
        <translation>passer d’un bouton à l’autre des résultats de la donne, de la fin de partie ou d’une donne rejouée&#x202f;; Entrée ou Espace active celui qui est choisi</translation>
    </message>
    <message>
        <source>back or forward one card</source>
        <translation>reculer ou avancer d’une carte</translation>
    </message>
    <message>
        <source>Ctrl+← Ctrl+→</source>
        <translation>Ctrl+← Ctrl+→</translation>
    </message>
    <message>
        <source>back or forward one trick</source>
        <translation>reculer ou avancer d’un pli</translation>
    </message>
    <message>
        <source>press the button reached with Tab</source>
        <translation>appuyer sur le bouton atteint avec Tab</translation>
    </message>
    <message>
        <source>first or last step</source>
        <translation>première ou dernière étape</translation>
    </message>
    <message>
        <source>scroll the scores beside the cards</source>
        <translation>faire défiler les scores à côté des cartes</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation>Page précédente, Page suivante</translation>
    </message>
    <message>
        <source>{claim}, only when the “Claim the rest” button shows</source>
        <translation>{claim}, seulement quand le bouton «&#xa0;Réclamer le reste&#xa0;» est affiché</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>KeyboardHint</name>
    <message>
        <source>Hide this hint</source>
        <translation>Masquer cette aide</translation>
    </message>
    <message>
        <source>Keys: ← → choose a card, Enter plays it, 0–8&#xa0;call, L&#xa0;last trick; Help &gt; Keyboard lists them all</source>
        <translation>Touches&#xa0;: ← → choisir une carte, Entrée la joue, 0–8&#xa0;annonce, L&#xa0;dernier pli&#x202f;; Aide &gt; Raccourcis clavier les liste toutes</translation>
    </message>
    <message>
        <source>Keys: ← → choose a card or the trump, ↑ ↓ the target, Enter plays or confirms, L&#xa0;last trick, S&#xa0;show the trump; Help &gt; Keyboard lists them all</source>
        <translation>Touches&#xa0;: ← → choisir une carte ou l’atout, ↑ ↓ l’objectif, Entrée joue ou valide, L&#xa0;dernier pli, S&#xa0;montrer l’atout&#x202f;; Aide &gt; Raccourcis clavier les liste toutes</translation>
    </message>
    <message>
        <source>Keys: ← → choose a card or the trump, ↑ ↓ the target, Enter plays or confirms, L&#xa0;last trick; Help &gt; Keyboard lists them all</source>
        <translation>Touches&#xa0;: ← → choisir une carte ou l’atout, ↑ ↓ l’objectif, Entrée joue ou valide, L&#xa0;dernier pli&#x202f;; Aide &gt; Raccourcis clavier les liste toutes</translation>
    </message>
    <message>
        <source>Keys: ← → choose a card or the trump, Enter plays or confirms, L&#xa0;last trick, S&#xa0;show the trump; Help &gt; Keyboard lists them all</source>
        <translation>Touches&#xa0;: ← → choisir une carte ou l’atout, Entrée joue ou valide, L&#xa0;dernier pli, S&#xa0;montrer l’atout&#x202f;; Aide &gt; Raccourcis clavier les liste toutes</translation>
    </message>
    <message>
        <source>Keys: ← → choose a card or the trump, Enter plays or confirms, L&#xa0;last trick; Help &gt; Keyboard lists them all</source>
        <translation>Touches&#xa0;: ← → choisir une carte ou l’atout, Entrée joue ou valide, L&#xa0;dernier pli&#x202f;; Aide &gt; Raccourcis clavier les liste toutes</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>Trick {number}: won by you</source>
        <translation>Pli {number}&#xa0;: remporté par vous</translation>
    </message>
    <message>
        <source>Won by you</source>
        <translation>Remporté par vous</translation>
    </message>
    <message>
        <source>Trick {number}: won by {name}</source>
        <translation>Pli {number}&#xa0;: remporté par {name}</translation>
    </message>
    <message>
        <source>Won by {name}</source>
        <translation>Remporté par {name}</translation>
    </message>
    <message>
        <source>Double Sar: it counts</source>
        <translation>Double Sar&#xa0;: il compte</translation>
    </message>
    <message>
        <source>Double Sar: it waits for a second trick in a row to count</source>
        <translation>Double Sar&#xa0;: il attend un deuxième pli d’affilée pour compter</translation>
    </message>
    <message>
        <source>Double Sar: no second trick in a row, it goes to nobody</source>
        <translation>Double Sar&#xa0;: pas de deuxième pli d’affilée, il ne compte pour personne</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{name}: no call yet</source>
        <translation>{name}&#xa0;: pas encore d’annonce</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Cette manche</translation>
    </message>
    <message>
        <source>To nobody (broken runs): {tricks}</source>
        <translation>Pour personne (séries rompues)&#xa0;: {tricks}</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <source>(trick {n})</source>
        <translation>(pli {n})</translation>
    </message>
    <message>
        <source>{name}: {tricks} / call {call}</source>
        <translation>{name}&#xa0;: {tricks} / annonce {call}</translation>
    </message>
    <message>
        <source>{name}: call locked</source>
        <translation>{name}&#xa0;: annonce validée</translation>
    </message>
    <message>
        <source>{side}: {tricks}</source>
        <translation>{side}&#xa0;: {tricks}</translation>
    </message>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>L’enregistrement automatique a échoué&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>&amp;Encore une partie</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <source>H&amp;ome screen</source>
        <translation>Écran d’&amp;accueil</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <source>&amp;Scoreboard</source>
        <translation>&amp;Tableau des scores</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>Jeu &amp;quatre couleurs</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Rè&amp;gles</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About Koutchina</source>
        <translation>À &amp;propos de Koutchina</translation>
    </message>
    <message>
        <source>{game} — Koutchina</source>
        <translation>{game} — Koutchina</translation>
    </message>
</context>
<context>
    <name>MatchEndPanel</name>
    <message>
        <source>1st</source>
        <translation>1re</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <source>{place} (shared)</source>
        <translation>{place} (ex æquo)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Encore une partie</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Home screen</source>
        <translation>Écran d’accueil</translation>
    </message>
    <message>
        <source>Match over: first place is shared</source>
        <translation>Partie terminée&#xa0;: première place partagée</translation>
    </message>
    <message>
        <source>Match over: you win!</source>
        <translation>Partie terminée&#xa0;: vous gagnez&#x202f;!</translation>
    </message>
    <message>
        <source>Match over: {name} wins</source>
        <translation>Partie terminée&#xa0;: {name} l’emporte</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>{won} sets to {lost}</source>
        <translation>{won} manches à {lost}</translation>
    </message>
    <message numerus="yes">
        <source>After %n sudden-death round(s)</source>
        <translation>
            <numerusform>Après %n manche de mort subite</numerusform>
            <numerusform>Après %n manches de mort subite</numerusform>
        </translation>
    </message>
    <message>
        <source>Match over: your side wins!</source>
        <translation>Partie terminée&#xa0;: votre équipe gagne&#x202f;!</translation>
    </message>
    <message>
        <source>Match over: the opponents win</source>
        <translation>Partie terminée&#xa0;: les adversaires gagnent</translation>
    </message>
</context>
<context>
    <name>MatchSaver</name>
    <message>
        <source>the disk did not answer within {seconds} s</source>
        <translation>le disque n’a pas répondu en {seconds}&#xa0;s</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>Choisir une variante…</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>East (plays after you)</source>
        <translation>Est (joue après vous)</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>West (left opponent)</source>
        <translation>Ouest (adversaire de gauche)</translation>
    </message>
    <message>
        <source>East (right opponent)</source>
        <translation>Est (adversaire de droite)</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <source>Practice: hints and undo</source>
        <translation>Entraînement&#xa0;: conseils et annulation</translation>
    </message>
    <message>
        <source>The coach&apos;s hint (H) and Undo (Ctrl+Z) are offered; the match is counted apart in the statistics.</source>
        <translation>Le conseil du coach (H) et l’annulation (Ctrl+Z) sont proposés&#x202f;; la partie est comptée à part dans les statistiques.</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n court(s)</source>
        <translation>
            <numerusform>%n court</numerusform>
            <numerusform>%n courts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemNotice</name>
    <message>
        <source>Koutchina</source>
        <translation>Koutchina</translation>
    </message>
    <message>
        <source>Koutchina could not finish what you asked: an error in the program stopped it.</source>
        <translation>Koutchina n’a pas pu terminer ce que vous avez demandé&#xa0;: une erreur du programme l’en a empêché.</translation>
    </message>
    <message>
        <source>Your matches are saved after every move. What went wrong is written in the log file: {path}</source>
        <translation>Vos parties sont enregistrées après chaque coup. Le détail de l’erreur est écrit dans le journal&#xa0;: {path}</translation>
    </message>
</context>
<context>
    <name>ReplayBoard</name>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>Hakem</source>
        <translation>Hakem</translation>
    </message>
    <message numerus="yes">
        <source>call {call}, %n trick(s) won</source>
        <translation>
            <numerusform>annonce {call}, %n pli fait</numerusform>
            <numerusform>annonce {call}, %n plis faits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Deal {n}</source>
        <translation>Donne {n}</translation>
    </message>
    <message>
        <source>{deal} · {who} {score}</source>
        <translation>{deal} · {who} {score}</translation>
    </message>
    <message>
        <source>This match has no deal yet.</source>
        <translation>Cette partie n’a pas encore de donne.</translation>
    </message>
    <message>
        <source>No round of this match has been played to its end yet: Replay shows finished rounds only.</source>
        <translation>Aucune manche de cette partie n’a encore été jouée jusqu’au bout&#xa0;: le visionnage ne montre que les manches terminées.</translation>
    </message>
    <message>
        <source>No deal of this match has been played to its end yet: Replay shows finished deals only.</source>
        <translation>Aucune donne de cette partie n’a encore été jouée jusqu’au bout&#xa0;: le visionnage ne montre que les donnes terminées.</translation>
    </message>
    <message>
        <source>{round}: the cards as dealt and the calls</source>
        <translation>{round}&#xa0;: les cartes distribuées et les annonces</translation>
    </message>
    <message>
        <source>Round {deal}: the cards as dealt and the calls</source>
        <translation>Manche {deal}&#xa0;: les cartes distribuées et les annonces</translation>
    </message>
    <message>
        <source>Deal {deal}: the cards as dealt</source>
        <translation>Donne {deal}&#xa0;: les cartes distribuées</translation>
    </message>
    <message>
        <source>{round}, trick {trick}</source>
        <translation>{round}, pli {trick}</translation>
    </message>
    <message>
        <source>Round {deal}, trick {trick}</source>
        <translation>Manche {deal}, pli {trick}</translation>
    </message>
    <message>
        <source>Deal {deal}, trick {trick}</source>
        <translation>Donne {deal}, pli {trick}</translation>
    </message>
    <message>
        <source>step {step} of {steps}</source>
        <translation>étape {step} sur {steps}</translation>
    </message>
    <message>
        <source>Deal {deal}, trick {trick}: conceded to your side</source>
        <translation>Donne {deal}, pli {trick}&#xa0;: concédé à votre équipe</translation>
    </message>
    <message>
        <source>Deal {deal}, trick {trick}: conceded to the opponents</source>
        <translation>Donne {deal}, pli {trick}&#xa0;: concédé aux adversaires</translation>
    </message>
    <message>
        <source>Deal {deal}, tricks {first} to {last}: conceded to your side</source>
        <translation>Donne {deal}, plis {first} à {last}&#xa0;: concédés à votre équipe</translation>
    </message>
    <message>
        <source>Deal {deal}, tricks {first} to {last}: conceded to the opponents</source>
        <translation>Donne {deal}, plis {first} à {last}&#xa0;: concédés aux adversaires</translation>
    </message>
    <message>
        <source>you showed the trump</source>
        <translation>vous avez montré l’atout</translation>
    </message>
    <message>
        <source>{name} showed the trump</source>
        <translation>{name} a montré l’atout</translation>
    </message>
    <message>
        <source>you asked to see the trump</source>
        <translation>vous avez demandé à voir l’atout</translation>
    </message>
    <message>
        <source>{name} asked to see the trump</source>
        <translation>{name} a demandé à voir l’atout</translation>
    </message>
    <message>
        <source>you led</source>
        <translation>vous avez entamé</translation>
    </message>
    <message>
        <source>{leader} led</source>
        <translation>{leader} a entamé</translation>
    </message>
    <message>
        <source>you led and took it</source>
        <translation>vous avez entamé et l’avez remporté</translation>
    </message>
    <message>
        <source>{leader} led and took it</source>
        <translation>{leader} a entamé et l’a remporté</translation>
    </message>
    <message>
        <source>you led, {winner} took it</source>
        <translation>vous avez entamé, {winner} l’a remporté</translation>
    </message>
    <message>
        <source>{leader} led, you took it</source>
        <translation>{leader} a entamé, vous l’avez remporté</translation>
    </message>
    <message>
        <source>{leader} led, {winner} took it</source>
        <translation>{leader} a entamé, {winner} l’a remporté</translation>
    </message>
    <message>
        <source>No trump this deal</source>
        <translation>Pas d’atout pour cette donne</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Atout&#xa0;: {suit}</translation>
    </message>
    <message>
        <source>Trump: {suit} (shown in trick {n})</source>
        <translation>Atout&#xa0;: {suit} (montré au pli {n})</translation>
    </message>
    <message>
        <source>Trump: {suit} (never shown)</source>
        <translation>Atout&#xa0;: {suit} (jamais montré)</translation>
    </message>
    <message>
        <source>Trump: {suit} (hidden from the table)</source>
        <translation>Atout&#xa0;: {suit} (caché à la table)</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side must take {tricks} tricks</source>
        <translation>L’équipe du Hakem doit faire {tricks} plis</translation>
    </message>
    <message>
        <source>{side}: {tricks}</source>
        <translation>{side}&#xa0;: {tricks}</translation>
    </message>
    <message>
        <source>Deal scores:</source>
        <translation>Points de la donne&#xa0;:</translation>
    </message>
    <message>
        <source>Round scores:</source>
        <translation>Points de la manche&#xa0;:</translation>
    </message>
    <message>
        <source>{name}: {outcome}</source>
        <translation>{name}&#xa0;: {outcome}</translation>
    </message>
    <message>
        <source>Totals:</source>
        <translation>Totaux&#xa0;:</translation>
    </message>
    <message>
        <source>Match over: your side won</source>
        <translation>Partie terminée&#xa0;: votre équipe l’a emporté</translation>
    </message>
    <message>
        <source>Match over: the opponents won</source>
        <translation>Partie terminée&#xa0;: les adversaires l’ont emporté</translation>
    </message>
    <message>
        <source>Match over: first place shared</source>
        <translation>Partie terminée&#xa0;: première place partagée</translation>
    </message>
    <message>
        <source>Match over: you won</source>
        <translation>Partie terminée&#xa0;: vous l’avez emporté</translation>
    </message>
    <message>
        <source>Match over: {name} won</source>
        <translation>Partie terminée&#xa0;: {name} l’a emporté</translation>
    </message>
    <message>
        <source>{name}: {value}</source>
        <translation>{name}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Replay — {game}</source>
        <translation>Visionnage — {game}</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Première étape</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Dernière étape</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>Round {n} of {count}</source>
        <translation>Manche {n} sur {count}</translation>
    </message>
    <message>
        <source>Back one card (Left; a trick: Ctrl+Left)</source>
        <translation>Une carte en arrière (Gauche&#x202f;; un pli&#xa0;: Ctrl+Gauche)</translation>
    </message>
    <message>
        <source>Forward one card (Right; a trick: Ctrl+Right)</source>
        <translation>Une carte en avant (Droite&#x202f;; un pli&#xa0;: Ctrl+Droite)</translation>
    </message>
    <message>
        <source>Go to a round&apos;s cards as dealt (Up, Down: the previous or next round)</source>
        <translation>Aller aux cartes distribuées d’une manche (Haut, Bas&#xa0;: la manche précédente ou suivante)</translation>
    </message>
    <message>
        <source>Go to a deal&apos;s cards as dealt (Up, Down: the previous or next deal)</source>
        <translation>Aller aux cartes distribuées d’une donne (Haut, Bas&#xa0;: la donne précédente ou suivante)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Très rapide</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Show trump (S)</source>
        <translation>Voir l’atout (S)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of deal {number}</source>
        <translation>Revue de la donne {number}</translation>
    </message>
    <message>
        <source>Each of your decisions, weighed from what you could see at that moment.</source>
        <translation>Chacune de vos décisions, pesée d’après ce que vous pouviez voir à ce moment-là.</translation>
    </message>
    <message>
        <source>The review could not be made: {error}</source>
        <translation>La revue n’a pas pu être faite&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Looking at your decisions…</source>
        <translation>Examen de vos décisions…</translation>
    </message>
    <message>
        <source>Trick {number}</source>
        <translation>Pli {number}</translation>
    </message>
    <message>
        <source>Before the play</source>
        <translation>Avant le jeu</translation>
    </message>
    <message>
        <source>{where}: your time ran out, and the table chose {chosen} for you; the review does not weigh it.</source>
        <translation>{where}&#xa0;: votre temps était écoulé, et la table a choisi {chosen} pour vous&#x202f;; la revue n’en tient pas compte.</translation>
    </message>
    <message>
        <source>{where}: {chosen}, as the analysis would.</source>
        <translation>{where}&#xa0;: {chosen}, comme l’aurait fait l’analyse.</translation>
    </message>
    <message>
        <source>{where}: you chose {chosen}; the analysis would choose {advised} ({reason}).</source>
        <translation>{where}&#xa0;: vous avez choisi {chosen}&#x202f;; l’analyse choisirait {advised} ({reason}).</translation>
    </message>
    <message>
        <source>{where}: you played {chosen}; the analysis would play {advised}. The usual rules of good play would play {chosen} too, but {advised} does better here.</source>
        <translation>{where}&#xa0;: vous avez joué {chosen}&#x202f;; l’analyse jouerait {advised}. Selon les règles habituelles du bon jeu, on jouerait aussi {chosen}, mais {advised} fait mieux ici.</translation>
    </message>
    <message>
        <source>{where}: you played {chosen}; the analysis would play {advised}. The usual rules of good play would play {rules}, but {advised} does better here.</source>
        <translation>{where}&#xa0;: vous avez joué {chosen}&#x202f;; l’analyse jouerait {advised}. Selon les règles habituelles du bon jeu, on jouerait {rules}, mais {advised} fait mieux ici.</translation>
    </message>
    <message>
        <source>A call of {advised} is made in {percent}% of the deals that fit your cards, for an expected score of {score}; a call of {chosen} in {mine}%, for {mine_score}.</source>
        <translation>Une annonce de {advised} est réussie dans {percent}&#xa0;% des donnes compatibles avec votre jeu, pour un score moyen de {score}&#x202f;; une annonce de {chosen} dans {mine}&#xa0;%, pour {mine_score}.</translation>
    </message>
    <message>
        <source>Your side takes {tricks} on average with {advised} as with {chosen}; the other side takes {against} with {advised}, against {mine} with {chosen}.</source>
        <translation>Votre équipe fait {tricks} en moyenne avec {advised} comme avec {chosen}&#x202f;; l’autre équipe en fait {against} avec {advised}, contre {mine} avec {chosen}.</translation>
    </message>
    <message>
        <source>Your side takes {tricks} on average with {advised} as with {chosen}, and can expect {result} against {mine}.</source>
        <translation>Votre équipe fait {tricks} en moyenne avec {advised} comme avec {chosen}, et peut en attendre {result} contre {mine}.</translation>
    </message>
    <message>
        <source>{tricks} fewer for your side on average</source>
        <translation>{tricks} de moins pour votre équipe en moyenne</translation>
    </message>
    <message>
        <source>{tricks} more for the other side on average</source>
        <translation>{tricks} de plus pour l’autre équipe en moyenne</translation>
    </message>
    <message>
        <source>Cost: {cost}.</source>
        <translation>Coût&#xa0;: {cost}.</translation>
    </message>
    <message>
        <source>Figures are averages over the deals that fit what you could see at the time. A cost is how much less your choice scores than the analysis&apos;s choice.</source>
        <translation>Les chiffres sont des moyennes sur les donnes compatibles avec ce que vous pouviez voir à ce moment-là. Un coût est ce que votre choix marque de moins que celui de l’analyse.</translation>
    </message>
    <message>
        <source>Trick {number}: you asked the table to play the rest of the round for you; it played your cards from there, and they are not weighed.</source>
        <translation>Pli {number}&#xa0;: vous avez demandé à la table de jouer le reste de la manche à votre place&#x202f;; elle a joué vos cartes à partir de là, et elles ne sont pas évaluées.</translation>
    </message>
    <message>
        <source>Trick {number}: you conceded the rest of the deal; the tricks that followed are not weighed.</source>
        <translation>Pli {number}&#xa0;: vous avez abandonné le reste de la donne&#x202f;; les plis suivants ne sont pas évalués.</translation>
    </message>
    <message>
        <source>In hindsight, with every card known</source>
        <translation>Après coup, en connaissant toutes les cartes</translation>
    </message>
    <message>
        <source>Review of round {number}</source>
        <translation>Revue de la manche {number}</translation>
    </message>
    <message>
        <source>{where}: you called {chosen}, as the analysis would.</source>
        <translation>{where}&#xa0;: vous avez annoncé {chosen}, comme l’aurait fait l’analyse.</translation>
    </message>
    <message numerus="yes">
        <source>The analysis estimates that %n of your decisions cost something.</source>
        <translation>
            <numerusform>D’après les estimations de l’analyse, %n de vos décisions a coûté quelque chose.</numerusform>
            <numerusform>D’après les estimations de l’analyse, %n de vos décisions ont coûté quelque chose.</numerusform>
        </translation>
    </message>
    <message>
        <source>{where}: you called {chosen}; the analysis would call {advised} ({reason}).</source>
        <translation>{where}&#xa0;: vous avez annoncé {chosen}&#x202f;; l’analyse annoncerait {advised} ({reason}).</translation>
    </message>
    <message>
        <source>{where}: you played {chosen}; the analysis would play {advised} ({reason}).</source>
        <translation>{where}&#xa0;: vous avez joué {chosen}&#x202f;; l’analyse jouerait {advised} ({reason}).</translation>
    </message>
    <message>
        <source>With {advised} you can expect a score of {score}, against {mine} with {chosen}.</source>
        <translation>Avec {advised}, vous pouvez espérer un score de {score}, contre {mine} avec {chosen}.</translation>
    </message>
    <message>
        <source>With {advised} you make your call in {percent}% of the deals that fit what you could see, against {mine}% with {chosen}.</source>
        <translation>Avec {advised}, vous réussissez votre annonce dans {percent}&#xa0;% des donnes compatibles avec ce que vous pouviez voir, contre {mine}&#xa0;% avec {chosen}.</translation>
    </message>
    <message>
        <source>Your side takes {tricks} on average with {advised}, against {mine} with {chosen}.</source>
        <translation>Votre équipe fait {tricks} en moyenne avec {advised}, contre {mine} avec {chosen}.</translation>
    </message>
    <message>
        <source>Figures are averages over the deals that fit what you could see at the time. A cost counts the courts your choice gives up, your side&apos;s less the other side&apos;s (a 1-court deal lost instead of won costs 2); where it gives up none, the tricks it gives up.</source>
        <translation>Les chiffres sont des moyennes sur les donnes compatibles avec ce que vous pouviez voir à ce moment-là. Un coût compte les courts que votre choix fait perdre, ceux de votre équipe moins ceux de l’autre (une donne d’un court perdue au lieu d’être gagnée coûte 2)&#x202f;; s’il n’en fait perdre aucun, les plis qu’il fait perdre.</translation>
    </message>
    <message>
        <source>Figures are averages over the deals that fit what you could see at the time. A cost counts the points your choice gives up, your side&apos;s less the other side&apos;s (a 1-point deal lost instead of won costs 2); where it gives up none, the tricks it gives up.</source>
        <translation>Les chiffres sont des moyennes sur les donnes compatibles avec ce que vous pouviez voir à ce moment-là. Un coût compte les points que votre choix fait perdre, ceux de votre équipe moins ceux de l’autre (une donne d’un point perdue au lieu d’être gagnée coûte 2)&#x202f;; s’il n’en fait perdre aucun, les plis qu’il fait perdre.</translation>
    </message>
    <message>
        <source>{mark} marks the costliest decisions.</source>
        <translation>{mark} signale les décisions les plus coûteuses.</translation>
    </message>
    <message>
        <source>Trick {tricks}: only one card could be played.</source>
        <translation>Pli {tricks}&#xa0;: une seule carte pouvait être jouée.</translation>
    </message>
    <message>
        <source>Tricks {tricks}: only one card could be played.</source>
        <translation>Plis {tricks}&#xa0;: une seule carte pouvait être jouée.</translation>
    </message>
    <message>
        <source>Trick {tricks}: the cards you could play were all worth the same.</source>
        <translation>Pli {tricks}&#xa0;: les cartes que vous pouviez jouer se valaient toutes.</translation>
    </message>
    <message>
        <source>Tricks {tricks}: the cards you could play were all worth the same.</source>
        <translation>Plis {tricks}&#xa0;: les cartes que vous pouviez jouer se valaient toutes.</translation>
    </message>
    <message>
        <source>{numbers} and {last}</source>
        <translation>{numbers} et {last}</translation>
    </message>
    <message>
        <source>Trick {number}: you claimed the rest of the round; the table played your cards from there, and they are not weighed.</source>
        <translation>Pli {number}&#xa0;: vous avez réclamé le reste de la manche&#x202f;; la table a joué vos cartes à partir de là, et elles ne sont pas évaluées.</translation>
    </message>
    <message>
        <source>Trick {number}: you claimed the rest of the deal; the table played the cards from there, and they are not weighed.</source>
        <translation>Pli {number}&#xa0;: vous avez réclamé le reste de la donne&#x202f;; la table a joué les cartes à partir de là, et elles ne sont pas évaluées.</translation>
    </message>
    <message>
        <source>Trick {number}: {name} claimed the rest of the round; the table played your cards from there, and they are not weighed.</source>
        <translation>Pli {number}&#xa0;: {name} a réclamé le reste de la manche&#x202f;; la table a joué vos cartes à partir de là, et elles ne sont pas évaluées.</translation>
    </message>
    <message>
        <source>Trick {number}: {name} claimed the rest of the deal; the table played the cards from there, and they are not weighed.</source>
        <translation>Pli {number}&#xa0;: {name} a réclamé le reste de la donne&#x202f;; la table a joué les cartes à partir de là, et elles ne sont pas évaluées.</translation>
    </message>
    <message>
        <source>You made your call. From trick {trick}, it could have been made for sure, whatever the others played; you took {taken} of the last {left} tricks.</source>
        <translation>Vous avez réussi votre annonce. À partir du pli {trick}, elle pouvait être réussie à coup sûr, quel que soit le jeu des autres&#x202f;; vous avez fait {taken} des {left} derniers plis.</translation>
    </message>
    <message>
        <source>From trick {trick}, your call could have been made for sure, whatever the others played; you took {taken} of the last {left} tricks.</source>
        <translation>À partir du pli {trick}, votre annonce pouvait être réussie à coup sûr, quel que soit le jeu des autres&#x202f;; vous avez fait {taken} des {left} derniers plis.</translation>
    </message>
    <message>
        <source>From trick {trick}, no trick of the last {left} was sure for you, whatever the others played; you took {taken}.</source>
        <translation>À partir du pli {trick}, aucun des {left} derniers plis ne vous était assuré, quel que soit le jeu des autres&#x202f;; vous en avez fait {taken}.</translation>
    </message>
    <message>
        <source>The analysis estimates that none of your decisions cost anything.</source>
        <translation>D’après les estimations de l’analyse, aucune de vos décisions ne vous a coûté.</translation>
    </message>
    <message numerus="yes">
        <source>From trick {trick}, you could have been sure of %n of the last {left} tricks, whatever the others played; you took {taken}.</source>
        <translation>
            <numerusform>À partir du pli {trick}, vous aviez %n pli assuré sur les {left} derniers, quel que soit le jeu des autres&#x202f;; vous en avez fait {taken}.</numerusform>
            <numerusform>À partir du pli {trick}, vous aviez %n plis assurés sur les {left} derniers, quel que soit le jeu des autres&#x202f;; vous en avez fait {taken}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal ended after trick {last}, when a side had seven tricks. From trick {trick} on, your side could not have been sure of a single trick, whatever the others played; it took {taken}.</source>
        <translation>La donne s’est arrêtée après le pli {last}, quand une équipe a eu sept plis. À partir du pli {trick}, aucun pli n’était assuré à votre équipe, quel que soit le jeu des autres&#x202f;; elle en a fait {taken}.</translation>
    </message>
    <message numerus="yes">
        <source>The deal ended after trick {last}, when a side had seven tricks. From trick {trick} on, your side could have been sure of %n trick(s), whatever the others played; it took {taken}.</source>
        <translation>
            <numerusform>La donne s’est arrêtée après le pli {last}, quand une équipe a eu sept plis. À partir du pli {trick}, votre équipe avait %n pli assuré, quel que soit le jeu des autres&#x202f;; elle en a fait {taken}.</numerusform>
            <numerusform>La donne s’est arrêtée après le pli {last}, quand une équipe a eu sept plis. À partir du pli {trick}, votre équipe avait %n plis assurés, quel que soit le jeu des autres&#x202f;; elle en a fait {taken}.</numerusform>
        </translation>
    </message>
    <message>
        <source>From trick {trick}, no trick of the last {left} was sure for your side, whatever the others played; it took {taken}.</source>
        <translation>À partir du pli {trick}, aucun des {left} derniers plis n’était assuré à votre équipe, quel que soit le jeu des autres&#x202f;; elle en a fait {taken}.</translation>
    </message>
    <message numerus="yes">
        <source>From trick {trick}, your side could have been sure of %n of the last {left} tricks, whatever the others played; it took {taken}.</source>
        <translation>
            <numerusform>À partir du pli {trick}, votre équipe avait %n pli assuré sur les {left} derniers, quel que soit le jeu des autres&#x202f;; elle en a fait {taken}.</numerusform>
            <numerusform>À partir du pli {trick}, votre équipe avait %n plis assurés sur les {left} derniers, quel que soit le jeu des autres&#x202f;; elle en a fait {taken}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing given up: {chosen} is as good within the margin of error.</source>
        <translation>Rien de perdu&#xa0;: {chosen} vaut autant, à la marge d’erreur près.</translation>
    </message>
    <message>
        <source>The expected results rate {chosen} higher; the analysis prefers the longer suit, whose length they underrate.</source>
        <translation>Les résultats moyens notent mieux ce choix ({chosen})&#x202f;; l’analyse préfère la couleur la plus longue, dont ils sous-estiment la longueur.</translation>
    </message>
    <message>
        <source>Nothing given up: {chosen} rates the same.</source>
        <translation>Rien de perdu&#xa0;: {chosen} vaut autant.</translation>
    </message>
    <message>
        <source>You made your call. From trick {trick} it was not sure: with every card known, the others could have made you miss it; you took {taken} of the last {left} tricks.</source>
        <translation>Vous avez réussi votre annonce. À partir du pli {trick}, elle n’était pas assurée&#xa0;: toutes les cartes connues, les autres auraient pu vous la faire manquer&#x202f;; vous avez fait {taken} des {left} derniers plis.</translation>
    </message>
    <message>
        <source>From trick {trick}, your call could not have been made for sure; you took {taken} of the last {left} tricks.</source>
        <translation>À partir du pli {trick}, votre annonce ne pouvait pas être réussie à coup sûr&#x202f;; vous avez fait {taken} des {left} derniers plis.</translation>
    </message>
    <message>
        <source>You had no real choice in this deal.</source>
        <translation>Vous n’aviez pas vraiment le choix dans cette donne.</translation>
    </message>
    <message>
        <source>Every decision was the analysis&apos;s choice.</source>
        <translation>Toutes vos décisions sont celles qu’aurait prises l’analyse.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the games</source>
        <translation>Règles des jeux</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>{score}  ({tricks}/{call})</source>
        <translation>{score}  ({tricks}/{call})</translation>
    </message>
    <message>
        <source>{score}  ({tricks})</source>
        <translation>{score}  ({tricks})</translation>
    </message>
    <message>
        <source>Hakem: {name}, no trump</source>
        <translation>Hakem&#xa0;: {name}, sans atout</translation>
    </message>
    <message>
        <source>Hakem: {name}, trump: {suit}</source>
        <translation>Hakem&#xa0;: {name}, atout&#xa0;: {suit}</translation>
    </message>
    <message>
        <source>Set won ({points})</source>
        <translation>Gagnée ({points})</translation>
    </message>
    <message>
        <source>Set {n}: won by your side</source>
        <translation>Manche {n}&#xa0;: gagnée par votre équipe</translation>
    </message>
    <message>
        <source>Set {n}: won by the opponents</source>
        <translation>Manche {n}&#xa0;: gagnée par les adversaires</translation>
    </message>
    <message>
        <source>Each round: the score, then (tricks taken/call)</source>
        <translation>Chaque manche&#xa0;: les points, puis (plis&#xa0;faits/⁠annonce)</translation>
    </message>
    <message>
        <source>Each deal: the score, then the tricks taken</source>
        <translation>Chaque donne&#xa0;: les points, puis les plis faits</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>Manche
en cours</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Set {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <source>Sudden
death {n}</source>
        <translation>Mort
subite {n}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Donne {n}</translation>
    </message>
</context>
<context>
    <name>ScoreboardDock</name>
    <message>
        <source>Each round: points, then (tricks taken/call). −10 (3/2): 10 points lost, 3 tricks taken for a call of 2.</source>
        <translation>Chaque manche&#xa0;: les points, puis (plis&#xa0;faits/⁠annonce). −10 (3/2)&#xa0;: 10 points perdus, 3 plis faits pour une annonce de 2.</translation>
    </message>
    <message>
        <source>Each deal: what each side scored, then (the tricks that counted, under Double Sar).</source>
        <translation>Chaque donne&#xa0;: ce que chaque équipe a marqué, puis (les plis qui ont compté, au Double Sar).</translation>
    </message>
    <message>
        <source>Each deal: what each side scored, then (the tricks it took).</source>
        <translation>Chaque donne&#xa0;: ce que chaque équipe a marqué, puis (les plis qu’elle a faits).</translation>
    </message>
    <message>
        <source>Scoreboard (not counted)</source>
        <translation>Tableau des scores (hors partie)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Tableau des scores</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>Tricks {tricks} / call {call}</source>
        <translation>Plis {tricks} / annonce {call}</translation>
    </message>
    <message>
        <source>Tricks {tricks} · call locked</source>
        <translation>Plis {tricks} · annonce validée</translation>
    </message>
    <message>
        <source>Tricks {tricks} · no call yet</source>
        <translation>Plis {tricks} · à annoncer</translation>
    </message>
    <message>
        <source>Tricks {tricks} + {given} conceded</source>
        <translation>Plis {tricks} + {given} cédés</translation>
    </message>
    <message>
        <source>Tricks won {tricks}</source>
        <translation>Plis gagnés {tricks}</translation>
    </message>
    <message>
        <source>Tricks {tricks}</source>
        <translation>Plis {tricks}</translation>
    </message>
    <message>
        <source>Bot · {level}</source>
        <translation>Bot · {level}</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>Call locked</source>
        <translation>Annonce validée</translation>
    </message>
    <message>
        <source>No call yet</source>
        <translation>Annonce à faire</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>{seconds}s</source>
        <translation>{seconds}&#xa0;s</translation>
    </message>
    <message>
        <source>Your partner is opposite</source>
        <translation>Partenaire&#xa0;: en face</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>Hakem</source>
        <translation>Hakem</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <source>Pause between bot moves</source>
        <translation>Pause entre les coups des bots</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Size of texts</source>
        <translation>Taille des textes</translation>
    </message>
    <message>
        <source>Automatic (from the screen)</source>
        <translation>Automatique (selon l’écran)</translation>
    </message>
    <message>
        <source>Four-colour suits (clubs green, diamonds blue)</source>
        <translation>Jeu quatre couleurs (trèfle vert, carreau bleu)</translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation>Tapis de la table</translation>
    </message>
    <message>
        <source>Card backs</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <source>Black (high contrast)</source>
        <translation>Noir (contraste élevé)</translation>
    </message>
    <message>
        <source>High contrast shows four-colour suits: untick it to choose here.</source>
        <translation>Le contraste élevé affiche le jeu quatre couleurs&#xa0;: décochez-le pour choisir ici.</translation>
    </message>
    <message>
        <source>High contrast sets a black table: untick it to choose the felt.</source>
        <translation>Le contraste élevé donne une table noire&#xa0;: décochez-le pour choisir le tapis.</translation>
    </message>
    <message>
        <source>Turn timer (this match and new ones)</source>
        <translation>Minuteur (cette partie et les suivantes)</translation>
    </message>
    <message>
        <source>Turn timer (new matches)</source>
        <translation>Minuteur (nouvelles parties)</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Treillis rouge</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <source>Green lattice</source>
        <translation>Treillis vert</translation>
    </message>
    <message>
        <source>Large cards (your hand and the trick)</source>
        <translation>Grandes cartes (votre main et le pli)</translation>
    </message>
    <message>
        <source>High contrast (black table, strong colours, four-colour suits)</source>
        <translation>Contraste élevé (table noire, couleurs vives, jeu quatre couleurs)</translation>
    </message>
    <message>
        <source>Sounds at the table</source>
        <translation>Sons à la table</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Silent while the window is minimized</source>
        <translation>Silence quand la fenêtre est réduite</translation>
    </message>
</context>
<context>
    <name>SettingsProblems</name>
    <message>
        <source>Window sizes and places</source>
        <translation>Taille et place des fenêtres</translation>
    </message>
    <message>
        <source>Bot levels</source>
        <translation>Niveaux des bots</translation>
    </message>
    <message>
        <source>Keyboard hint at the table</source>
        <translation>Rappel des touches à la table</translation>
    </message>
    <message>
        <source>Folder offered for exporting and importing matches</source>
        <translation>Dossier proposé pour exporter et importer les parties</translation>
    </message>
    <message>
        <source>Settings file version</source>
        <translation>Version du fichier de réglages</translation>
    </message>
    <message>
        <source>{setting} ({game})</source>
        <translation>{setting} ({game})</translation>
    </message>
    <message>
        <source>Some settings in {file} were not valid and are back to their defaults: {settings}.</source>
        <translation>Certains réglages de {file} n’étaient pas valables et reprennent leur valeur par défaut&#xa0;: {settings}.</translation>
    </message>
    <message>
        <source>The settings file {file} was written by a newer Koutchina: the settings this version knows are used.</source>
        <translation>Le fichier de réglages {file} a été écrit par une version plus récente de Koutchina&#xa0;: les réglages que cette version connaît sont utilisés.</translation>
    </message>
    <message>
        <source>The settings file {file} could not be read: default settings are used.</source>
        <translation>Le fichier de réglages {file} n’a pas pu être lu&#xa0;: les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <source>The settings file {file} is damaged or is not a Koutchina settings file: default settings are used.</source>
        <translation>Le fichier de réglages {file} est abîmé ou n’est pas un fichier de réglages de Koutchina&#xa0;: les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <source>The old file was kept beside it, as {backup}.</source>
        <translation>L’ancien fichier a été conservé à côté, sous le nom {backup}.</translation>
    </message>
</context>
<context>
    <name>SoundControls</name>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Couper le son</translation>
    </message>
    <message>
        <source>Sounds muted (M)</source>
        <translation>Sons coupés (M)</translation>
    </message>
    <message>
        <source>Sounds on (M)</source>
        <translation>Sons rétablis (M)</translation>
    </message>
</context>
<context>
    <name>SpokenWords</name>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>{card}, you can play it</source>
        <translation>{card}, vous pouvez jouer cette carte</translation>
    </message>
    <message>
        <source>{card}, you cannot play it now</source>
        <translation>{card}, vous ne pouvez pas jouer cette carte maintenant</translation>
    </message>
    <message>
        <source>Card {n} of {count} in your hand</source>
        <translation>Carte {n} sur {count} de votre main</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Votre main, %n carte</numerusform>
            <numerusform>Votre main, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>You hold: {cards}.</source>
        <translation>Vous avez en main&#xa0;: {cards}.</translation>
    </message>
    <message>
        <source>Your turn. You can play: {cards}. The left and right arrows choose a card, Enter plays it.</source>
        <translation>À vous de jouer. Vous pouvez jouer&#xa0;: {cards}. Les flèches gauche et droite choisissent une carte, Entrée la joue.</translation>
    </message>
    <message>
        <source>Not your turn. The left and right arrows read your cards.</source>
        <translation>Ce n’est pas à vous de jouer. Les flèches gauche et droite font lire vos cartes.</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Trick on the table</source>
        <translation>Pli sur la table</translation>
    </message>
    <message>
        <source>No card played yet</source>
        <translation>Aucune carte jouée pour l’instant</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Atout&#xa0;: {suit}</translation>
    </message>
    <message>
        <source>Trump: {suit}, hidden from the others</source>
        <translation>Atout&#xa0;: {suit}, caché aux autres</translation>
    </message>
    <message>
        <source>Trump: hidden</source>
        <translation>Atout&#xa0;: caché</translation>
    </message>
    <message>
        <source>No trump in this deal</source>
        <translation>Pas d’atout dans cette donne</translation>
    </message>
    <message>
        <source>Trump not named yet</source>
        <translation>L’atout n’est pas encore choisi</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>bot, {level}</source>
        <translation>bot, {level}</translation>
    </message>
    <message>
        <source>called {n}</source>
        <translation>a annoncé {n}</translation>
    </message>
    <message>
        <source>call locked</source>
        <translation>annonce validée</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>Hakem</source>
        <translation>Hakem</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>doit jouer</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>%n seconde restante</numerusform>
            <numerusform>%n secondes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
</context>
<context>
    <name>StartCheck</name>
    <message>
        <source>Indexing the saved matches for the History: {done} of {total}…</source>
        <translation>Préparation de l’historique des parties enregistrées&#xa0;: {done} sur {total}…</translation>
    </message>
    <message>
        <source>The damaged files were moved, unchanged, to {folder}</source>
        <translation>Les fichiers abîmés ont été déplacés tels quels dans {folder}</translation>
    </message>
    <message>
        <source>{line} (left in its place)</source>
        <translation>{line} (laissé à sa place)</translation>
    </message>
    <message>
        <source>{file}: another saved match has the same match id; this one now has the id {match_id}</source>
        <translation>{file}&#xa0;: une autre partie enregistrée a le même identifiant&#x202f;; celle-ci a maintenant l’identifiant {match_id}</translation>
    </message>
    <message>
        <source>Saved matches</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message numerus="yes">
        <source>%n saved file(s) could not be read. They were kept, not deleted; everything else is ready.</source>
        <translation>
            <numerusform>%n fichier enregistré n’a pas pu être lu. Il a été conservé, pas supprimé&#x202f;; tout le reste est prêt.</numerusform>
            <numerusform>%n fichiers enregistrés n’ont pas pu être lus. Ils ont été conservés, pas supprimés&#x202f;; tout le reste est prêt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved match(es) had the id of another match and got a new one; nothing was overwritten.</source>
        <translation>
            <numerusform>%n partie enregistrée avait l’identifiant d’une autre partie et en a reçu un nouveau&#x202f;; rien n’a été écrasé.</numerusform>
            <numerusform>%n parties enregistrées avaient l’identifiant d’une autre partie et en ont reçu un nouveau&#x202f;; rien n’a été écrasé.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings file was written by a newer Koutchina: the settings this version knows are used.</source>
        <translation>Le fichier de réglages a été écrit par une version plus récente de Koutchina&#xa0;: les réglages que cette version connaît sont utilisés.</translation>
    </message>
    <message>
        <source>The settings file was damaged: the program goes on with default settings where needed.</source>
        <translation>Le fichier des réglages était abîmé&#xa0;: le programme continue avec les réglages par défaut là où il le faut.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <source>Your {game} match last played on {date} is open in another Koutchina window, so it is not offered here.</source>
        <translation>Votre partie de {game} jouée pour la dernière fois le {date} est ouverte dans une autre fenêtre de Koutchina&#x202f;; elle n’est donc pas proposée ici.</translation>
    </message>
    <message>
        <source>Resume your {game} match, last played on {date}, where it stopped?</source>
        <translation>Reprendre votre partie de {game}, jouée pour la dernière fois le {date}, là où elle s’est arrêtée&#x202f;?</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished match(es) are open in other Koutchina windows.</source>
        <translation>
            <numerusform>%n partie inachevée est ouverte dans une autre fenêtre de Koutchina.</numerusform>
            <numerusform>%n parties inachevées sont ouvertes dans d’autres fenêtres de Koutchina.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>Round {deal}, first trick under way.</source>
        <translation>Manche {deal}, premier pli en cours.</translation>
    </message>
    <message>
        <source>Round {deal}, before its first trick.</source>
        <translation>Manche {deal}, avant le premier pli.</translation>
    </message>
    <message numerus="yes">
        <source>Round {deal}, %n trick(s) played.</source>
        <translation>
            <numerusform>Manche {deal}, %n pli joué.</numerusform>
            <numerusform>Manche {deal}, %n plis joués.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal {deal}, first trick under way.</source>
        <translation>Donne {deal}, premier pli en cours.</translation>
    </message>
    <message>
        <source>Deal {deal}, before its first trick.</source>
        <translation>Donne {deal}, avant le premier pli.</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, %n trick(s) played.</source>
        <translation>
            <numerusform>Donne {deal}, %n pli joué.</numerusform>
            <numerusform>Donne {deal}, %n plis joués.</numerusform>
        </translation>
    </message>
    <message>
        <source>This match is being played in another Koutchina window. Finish or close it there, or choose another match in the History.</source>
        <translation>Cette partie est en cours dans une autre fenêtre de Koutchina. Terminez-la ou fermez-la là-bas, ou choisissez une autre partie dans l’Historique.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>{length} a move</source>
        <translation>{length} par coup</translation>
    </message>
    <message>
        <source>no turn timer</source>
        <translation>sans minuteur</translation>
    </message>
    <message>
        <source>Every game: {timer} · animation {speed} · practice (hints and undo)</source>
        <translation>Tous les jeux&#xa0;: {timer} · animation {speed} · entraînement (conseils et annulation)</translation>
    </message>
    <message>
        <source>Every game: {timer} · animation {speed} (New match… for other choices)</source>
        <translation>Tous les jeux&#xa0;: {timer} · animation {speed} (Nouvelle partie… pour d’autres choix)</translation>
    </message>
    <message>
        <source>Every game: {timer} · animation {speed}</source>
        <translation>Tous les jeux&#xa0;: {timer} · animation {speed}</translation>
    </message>
    <message>
        <source>Trick-taking card games against bots, offline.</source>
        <translation>Jeux de cartes à plis contre des bots, hors ligne.</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Resume your {game} match</source>
        <translation>Reprendre votre partie de {game}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Totals per round of the current match</source>
        <translation>Totaux par manche de la partie en cours</translation>
    </message>
    <message>
        <source>Totals per deal of the current match</source>
        <translation>Totaux par donne de la partie en cours</translation>
    </message>
    <message>
        <source>Totals per round of the last match</source>
        <translation>Totaux par manche de la dernière partie</translation>
    </message>
    <message>
        <source>Totals per deal of the last match</source>
        <translation>Totaux par donne de la dernière partie</translation>
    </message>
    <message>
        <source>Totals per round</source>
        <translation>Totaux par manche</translation>
    </message>
    <message>
        <source>{title} ({game})</source>
        <translation>{title} ({game})</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}&#xa0;%</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Matches played without hints or undo</source>
        <translation>Parties jouées sans conseils ni annulation</translation>
    </message>
    <message>
        <source>Practice matches (hints and undo), counted apart</source>
        <translation>Parties d’entraînement (conseils et annulation), comptées à part</translation>
    </message>
    <message>
        <source>Won and Average score count finished matches only.</source>
        <translation>«&#xa0;Gagnées&#xa0;» et «&#xa0;Score moyen&#xa0;» ne comptent que les parties terminées.</translation>
    </message>
    <message>
        <source>Exact calls and Kots count every completed round or deal, in matches not finished too.</source>
        <translation>«&#xa0;Annonces exactes&#xa0;» et «&#xa0;Kots&#xa0;» comptent chaque manche ou donne jouée jusqu’au bout, même dans une partie non terminée.</translation>
    </message>
    <message>
        <source>Deals played again are never counted.</source>
        <translation>Les donnes rejouées ne comptent jamais.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Matches finished</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Non terminées</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Exact calls</source>
        <translation>Annonces exactes</translation>
    </message>
    <message>
        <source>Kots made</source>
        <translation>Kots réussis</translation>
    </message>
    <message>
        <source>Kots suffered</source>
        <translation>Kots subis</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the file does not exist</source>
        <translation>le fichier n’existe pas</translation>
    </message>
    <message>
        <source>a folder stands where a file should be</source>
        <translation>un dossier se trouve à la place du fichier</translation>
    </message>
    <message>
        <source>the name is not a regular file</source>
        <translation>ce nom n’est pas celui d’un fichier ordinaire</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>le fichier ne peut pas être lu</translation>
    </message>
    <message>
        <source>the file is too large to be a Koutchina match</source>
        <translation>le fichier est trop gros pour être une partie Koutchina</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>le fichier n’est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>the file is cut off or damaged</source>
        <translation>le fichier est coupé ou abîmé</translation>
    </message>
    <message>
        <source>the file is not a Koutchina match</source>
        <translation>le fichier n’est pas une partie Koutchina</translation>
    </message>
    <message>
        <source>the file was made by a newer Koutchina</source>
        <translation>le fichier vient d’une version plus récente de Koutchina</translation>
    </message>
    <message>
        <source>the file names a game Koutchina does not know</source>
        <translation>le fichier indique un jeu que Koutchina ne connaît pas</translation>
    </message>
    <message>
        <source>the file&apos;s house rules are not valid</source>
        <translation>les règles maison du fichier ne sont pas valides</translation>
    </message>
    <message>
        <source>the file names a card that does not exist</source>
        <translation>le fichier indique une carte qui n’existe pas</translation>
    </message>
    <message>
        <source>the file&apos;s deals are not valid</source>
        <translation>les donnes du fichier ne sont pas valides</translation>
    </message>
    <message>
        <source>the file holds a move Koutchina cannot read</source>
        <translation>le fichier contient un coup que Koutchina ne sait pas lire</translation>
    </message>
    <message>
        <source>the file holds a move the rules refuse</source>
        <translation>le fichier contient un coup que les règles refusent</translation>
    </message>
    <message>
        <source>what the file states does not match its moves</source>
        <translation>ce que le fichier indique ne correspond pas à ses coups</translation>
    </message>
    <message>
        <source>another saved match has the same match id</source>
        <translation>une autre partie enregistrée a le même identifiant</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>Koutchina is not allowed to write there</source>
        <translation>Koutchina n’a pas le droit d’écrire à cet endroit</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>le fichier n’a pas pu être écrit</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>{game} match started {date} at {time} ({file})</source>
        <translation>Partie de {game} commencée le {date} à {time} ({file})</translation>
    </message>
</context>
<context>
    <name>SuddenDeathWords</name>
    <message numerus="yes">
        <source>Sudden-death round %n</source>
        <translation>
            <numerusform>%nre manche de mort subite</numerusform>
            <numerusform>%ne manche de mort subite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sudden-death round %n scored</source>
        <translation>
            <numerusform>Résultats de la %nre manche de mort subite</numerusform>
            <numerusform>Résultats de la %ne manche de mort subite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sudden-death round %n played again</source>
        <translation>
            <numerusform>%nre manche de mort subite rejouée</numerusform>
            <numerusform>%ne manche de mort subite rejouée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sudden-death round %n again, same cards and bots: it is not counted.</source>
        <translation>
            <numerusform>%nre manche de mort subite rejouée à l’identique&#xa0;: elle ne compte pas.</numerusform>
            <numerusform>%ne manche de mort subite rejouée à l’identique&#xa0;: elle ne compte pas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sudden-death round %n again with the cards of {name}: not counted.</source>
        <translation>
            <numerusform>%nre manche de mort subite rejouée, jeu tenu par {name}, non comptée.</numerusform>
            <numerusform>%ne manche de mort subite rejouée, jeu tenu par {name}, non comptée.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableArea</name>
    <message>
        <source>Last trick (L)</source>
        <translation>Dernier pli (L)</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <source>Choose your call with the keys 0 to 8, then press Enter</source>
        <translation>Choisissez votre annonce avec les touches 0 à 8, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Choose the trump with ← and →, then press Enter</source>
        <translation>Choisissez l’atout avec ← et →, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Choose the trump with ← and → (the target with ↑ and ↓), then press Enter</source>
        <translation>Choisissez l’atout avec ← et → (l’objectif avec ↑ et ↓), puis appuyez sur Entrée</translation>
    </message>
    <message>
        <source>No claim now: you can claim on your lead, once your cards are sure to take every trick left in the deal.</source>
        <translation>Pas de réclamation pour l’instant&#xa0;: vous pouvez réclamer quand vous avez la main et que vos cartes sont sûres de faire tous les plis restants de la donne.</translation>
    </message>
    <message>
        <source>No claim now: you can claim on your lead, once your cards are sure to take every trick left in the round.</source>
        <translation>Pas de réclamation pour l’instant&#xa0;: vous pouvez réclamer quand vous avez la main et que vos cartes sont sûres de faire tous les plis restants de la manche.</translation>
    </message>
    <message>
        <source>No claim in this match: with Satat, claims are not offered.</source>
        <translation>Pas de réclamation dans cette partie&#xa0;: avec le Satat, les réclamations ne sont pas proposées.</translation>
    </message>
    <message>
        <source>No claim while the trump is hidden.</source>
        <translation>Pas de réclamation tant que l’atout est caché.</translation>
    </message>
    <message>
        <source>No claim now: your call does not need every trick left in the round.</source>
        <translation>Pas de réclamation pour l’instant&#xa0;: votre annonce ne demande pas tous les plis restants de la manche.</translation>
    </message>
    <message>
        <source>No claim for a single trick: play your card.</source>
        <translation>Pas de réclamation pour un seul pli&#xa0;: jouez votre carte.</translation>
    </message>
    <message>
        <source>The trump is already shown: {suit}.</source>
        <translation>L’atout est déjà montré&#xa0;: {suit}.</translation>
    </message>
    <message>
        <source>You can ask to see the trump only when you cannot follow the suit led.</source>
        <translation>Vous ne pouvez demander à voir l’atout que si vous ne pouvez pas fournir la couleur demandée.</translation>
    </message>
    <message>
        <source>Wait for your turn: you can ask to see the trump when you cannot follow the suit led.</source>
        <translation>Attendez votre tour&#xa0;: vous pourrez demander à voir l’atout si vous ne pouvez pas fournir la couleur demandée.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>TRUMP</source>
        <translation>ATOUT</translation>
    </message>
    <message>
        <source>HIDDEN</source>
        <comment>the trump box: the Hakem&apos;s trump, not shown to the table yet</comment>
        <translation>CACHÉ</translation>
    </message>
    <message>
        <source>The trump is hidden: only the Hakem knows it. A player who cannot follow suit may ask to see it (S).</source>
        <translation>L’atout est caché&#xa0;: seul le Hakem le connaît. Un joueur qui ne peut pas fournir peut demander à le voir (S).</translation>
    </message>
    <message>
        <source>The Hakem&apos;s trump, hidden from the table until a player who cannot follow suit asks to see it.</source>
        <translation>L’atout du Hakem, caché à la table jusqu’à ce qu’un joueur qui ne peut pas fournir demande à le voir.</translation>
    </message>
    <message>
        <source>The Hakem has not named the trump yet.</source>
        <translation>Le Hakem n’a pas encore choisi l’atout.</translation>
    </message>
    <message>
        <source>NONE</source>
        <comment>the trump box of a deal without trump</comment>
        <translation>AUCUN</translation>
    </message>
    <message>
        <source>First place is tied: a sudden-death round decides</source>
        <translation>Égalité en tête&#xa0;: une manche de mort subite va les départager</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Manche {n} sur {total}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Donne {n}</translation>
    </message>
    <message>
        <source>No trump this deal (Badam Satti)</source>
        <translation>Sans atout pour cette donne (Badam Satti)</translation>
    </message>
    <message>
        <source>(target: {n} tricks)</source>
        <translation>(objectif&#xa0;: {n} plis)</translation>
    </message>
    <message>
        <source>You have chosen a hidden trump: {suit}</source>
        <translation>Vous avez choisi un atout caché&#xa0;: {suit}</translation>
    </message>
    <message>
        <source>{name} has chosen a hidden trump</source>
        <translation>{name} a choisi un atout caché</translation>
    </message>
    <message>
        <source>You show your hidden trump: {suit}</source>
        <translation>Vous montrez votre atout caché&#xa0;: {suit}</translation>
    </message>
    <message>
        <source>{name} shows the hidden trump: {suit}</source>
        <translation>{name} montre l’atout caché&#xa0;: {suit}</translation>
    </message>
    <message>
        <source>You ask to see the trump: {suit}</source>
        <translation>Vous demandez à voir l’atout&#xa0;: {suit}</translation>
    </message>
    <message>
        <source>{name} asks to see the trump: {suit}</source>
        <translation>{name} demande à voir l’atout&#xa0;: {suit}</translation>
    </message>
    <message>
        <source>You are the first Hakem</source>
        <translation>Vous êtes le premier Hakem</translation>
    </message>
    <message>
        <source>{name} is the first Hakem</source>
        <translation>Premier Hakem&#xa0;: {name}</translation>
    </message>
    <message>
        <source>(the first Ace dealt)</source>
        <translation>(le premier As distribué)</translation>
    </message>
    <message>
        <source>(the highest card drawn)</source>
        <translation>(la plus forte carte tirée)</translation>
    </message>
    <message>
        <source>Drawing for the first Hakem…</source>
        <translation>Tirage du premier Hakem…</translation>
    </message>
    <message>
        <source>Your side wins the set ({ours} – {theirs} in sets)</source>
        <translation>Votre équipe gagne la manche ({ours} – {theirs} en manches)</translation>
    </message>
    <message>
        <source>The opponents win the set ({ours} – {theirs} in sets)</source>
        <translation>Les adversaires gagnent la manche ({ours} – {theirs} en manches)</translation>
    </message>
    <message>
        <source>Time is up: the table played {card} for you</source>
        <translation>Temps écoulé&#xa0;: la table a joué {card} pour vous</translation>
    </message>
    <message>
        <source>Time is up: the table called {n} for you</source>
        <translation>Temps écoulé&#xa0;: la table a annoncé {n} pour vous</translation>
    </message>
    <message>
        <source>Time is up: the table named {suit} as trump for you</source>
        <translation>Temps écoulé&#xa0;: la table a choisi l’atout {suit} pour vous</translation>
    </message>
    <message>
        <source>{tricks} (+1 waiting)</source>
        <translation>{tricks} (+1 en attente)</translation>
    </message>
    <message>
        <source>Run broken: your side&apos;s trick goes to nobody</source>
        <translation>Série rompue&#xa0;: le pli de votre équipe ne compte pour personne</translation>
    </message>
    <message>
        <source>Run broken: the opponents&apos; trick goes to nobody</source>
        <translation>Série rompue&#xa0;: le pli des adversaires ne compte pour personne</translation>
    </message>
    <message>
        <source>The tricks left change nothing.</source>
        <translation>Les plis restants n’y changent rien.</translation>
    </message>
    <message>
        <source>Your side has made its target of {n} tricks: the deal is yours.</source>
        <translation>Votre équipe a atteint son objectif de {n}&#xa0;plis&#xa0;: la donne est à vous.</translation>
    </message>
    <message>
        <source>The opponents have made their target of {n} tricks: the deal is theirs.</source>
        <translation>Les adversaires ont atteint leur objectif de {n}&#xa0;plis&#xa0;: la donne est à eux.</translation>
    </message>
    <message>
        <source>The opponents can no longer make their target of {n} tricks: the deal is yours.</source>
        <translation>Les adversaires ne peuvent plus atteindre leur objectif de {n}&#xa0;plis&#xa0;: la donne est à vous.</translation>
    </message>
    <message>
        <source>Your side can no longer make its target of {n} tricks: the deal is the opponents&apos;.</source>
        <translation>Votre équipe ne peut plus atteindre son objectif de {n}&#xa0;plis&#xa0;: la donne est aux adversaires.</translation>
    </message>
    <message>
        <source>The opponents can no longer take seven tricks: the deal is yours.</source>
        <translation>Les adversaires ne peuvent plus faire sept plis&#xa0;: la donne est à vous.</translation>
    </message>
    <message>
        <source>Your side can no longer take seven tricks: the deal is the opponents&apos;.</source>
        <translation>Votre équipe ne peut plus faire sept plis&#xa0;: la donne est aux adversaires.</translation>
    </message>
    <message>
        <source>Your side has its seven tricks: the deal is yours.</source>
        <translation>Votre équipe a ses sept plis&#xa0;: la donne est à vous.</translation>
    </message>
    <message>
        <source>The opponents have their seven tricks: the deal is theirs.</source>
        <translation>Les adversaires ont leurs sept plis&#xa0;: la donne est à eux.</translation>
    </message>
    <message>
        <source>Your side: {tricks}</source>
        <translation>Votre équipe&#xa0;: {tricks}</translation>
    </message>
    <message>
        <source>Opponents: {tricks}</source>
        <translation>Adversaires&#xa0;: {tricks}</translation>
    </message>
    <message>
        <source>Match: {ours} – {theirs} (to {target})</source>
        <translation>Partie&#xa0;: {ours} – {theirs} (en {target})</translation>
    </message>
    <message>
        <source>Match: {ours} – {theirs}</source>
        <translation>Partie&#xa0;: {ours} – {theirs}</translation>
    </message>
    <message>
        <source>Deal won by your side</source>
        <translation>Donne gagnée par votre équipe</translation>
    </message>
    <message>
        <source>Deal won by the opponents</source>
        <translation>Donne gagnée par les adversaires</translation>
    </message>
    <message>
        <source>Sets: {ours} – {theirs}</source>
        <translation>Manches&#xa0;: {ours} – {theirs}</translation>
    </message>
    <message>
        <source>The last trick is left alone: it goes to nobody</source>
        <translation>Le dernier pli reste seul&#xa0;: il ne compte pour personne</translation>
    </message>
    <message>
        <source>Your side&apos;s target: {n} tricks</source>
        <translation>Objectif de votre équipe&#xa0;: {n} plis</translation>
    </message>
    <message>
        <source>Opponents&apos; target: {n} tricks</source>
        <translation>Objectif des adversaires&#xa0;: {n} plis</translation>
    </message>
    <message>
        <source>Your target ({n}): made</source>
        <translation>Votre objectif ({n})&#xa0;: atteint</translation>
    </message>
    <message>
        <source>Their target ({n}): made</source>
        <translation>Leur objectif ({n})&#xa0;: atteint</translation>
    </message>
    <message>
        <source>Your target ({n}): missed</source>
        <translation>Votre objectif ({n})&#xa0;: manqué</translation>
    </message>
    <message>
        <source>Their target ({n}): missed</source>
        <translation>Leur objectif ({n})&#xa0;: manqué</translation>
    </message>
    <message>
        <source>Waiting: 1 trick of your side</source>
        <translation>En attente&#xa0;: 1 pli de votre équipe</translation>
    </message>
    <message>
        <source>Waiting: 1 trick of the opponents</source>
        <translation>En attente&#xa0;: 1 pli des adversaires</translation>
    </message>
    <message>
        <source>Tricks played: {n} of 8</source>
        <translation>Plis joués&#xa0;: {n} sur 8</translation>
    </message>
    <message>
        <source>Your score: {n}</source>
        <translation>Votre score&#xa0;: {n}</translation>
    </message>
    <message>
        <source>You named {suit} as trump</source>
        <translation>Vous avez choisi l’atout {suit}</translation>
    </message>
    <message>
        <source>{name} named {suit} as trump</source>
        <translation>{name} a choisi l’atout {suit}</translation>
    </message>
    <message>
        <source>Time is up: the table named {suit} as trump for you, with the lowest target ({target} tricks)</source>
        <translation>Temps écoulé&#xa0;: la table a choisi pour vous l’atout {suit} et l’objectif le plus bas, {target} plis</translation>
    </message>
    <message>
        <source>Time is up: the table acted for you</source>
        <translation>Temps écoulé&#xa0;: la table a joué pour vous</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Attendez votre tour</translation>
    </message>
    <message>
        <source>Choose a card with ← and →, then press Enter</source>
        <translation>Choisissez une carte avec ← et →, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <source>You cannot follow suit: press S to see the hidden trump, or choose any card with ← and →, then press Enter</source>
        <translation>Vous ne pouvez pas fournir&#xa0;: appuyez sur S pour voir l’atout caché, ou choisissez n’importe quelle carte avec ← et →, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Entame</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Court Piece</source>
        <translation>Court Piece</translation>
    </message>
    <message>
        <source>Hokm</source>
        <translation>Hokm</translation>
    </message>
    <message>
        <source>Kuwaiti Hareega: everyone secretly calls the exact number of tricks they will take, no trump.</source>
        <translation>Le Hareega koweïtien&#xa0;: chacun annonce en secret le nombre exact de plis qu’il fera, sans atout.</translation>
    </message>
    <message>
        <source>4 players, partners face to face · 52&#xa0;cards</source>
        <translation>4 joueurs, partenaires face à face · 52&#xa0;cartes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>J</source>
        <comment>rank index: jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank index: queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank index: king</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>A</source>
        <comment>rank index: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Glouton</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Takes every trick it can, as cheaply as it can: a beginner.</source>
        <translation>Prend tous les plis qu’il peut, en dépensant le moins possible&#xa0;: un débutant.</translation>
    </message>
    <message>
        <source>Plays sensibly, with a careless card now and then.</source>
        <translation>Joue raisonnablement, avec une étourderie de temps en temps.</translation>
    </message>
    <message>
        <source>Plays by the usual rules of good play and counts the cards.</source>
        <translation>Suit les règles habituelles du bon jeu et compte les cartes.</translation>
    </message>
    <message>
        <source>Thinks ahead over the hands the others may hold: the strongest.</source>
        <translation>Anticipe en envisageant les mains que les autres peuvent avoir&#xa0;: le plus fort.</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Désactivée (instantanée)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>As fast as possible</source>
        <translation>Le plus vite possible</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>votre partenaire</translation>
    </message>
    <message>
        <source>No trick has been played yet in this round.</source>
        <translation>Aucun pli n’a encore été joué dans cette manche.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this deal.</source>
        <translation>Aucun pli n’a encore été joué dans cette donne.</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>Votre équipe</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Cette place n’existe pas.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Impossible pour le moment.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Vous n’avez pas cette carte.</translation>
    </message>
    <message>
        <source>You must follow {suit}.</source>
        <translation>Vous devez jouer {suit}.</translation>
    </message>
    <message>
        <source>You cannot follow suit and must play a trump ({suit}).</source>
        <translation>Vous ne pouvez pas fournir et devez couper ({suit}).</translation>
    </message>
    <message>
        <source>A call is between {low} and {high} tricks.</source>
        <translation>Une annonce va de {low} à {high} plis.</translation>
    </message>
    <message>
        <source>Your call is already locked.</source>
        <translation>Votre annonce est déjà validée.</translation>
    </message>
    <message>
        <source>Only the Hakem names trump.</source>
        <translation>Seul le Hakem choisit l’atout.</translation>
    </message>
    <message>
        <source>This deal is played without trump.</source>
        <translation>Cette donne se joue sans atout.</translation>
    </message>
    <message>
        <source>Name a target of {low} to {high} tricks with the trump.</source>
        <translation>Fixez un objectif de {low} à {high} plis avec l’atout.</translation>
    </message>
    <message>
        <source>No target is named with these rules.</source>
        <translation>Ces règles ne prévoient pas d’objectif.</translation>
    </message>
    <message>
        <source>The target is between {low} and {high} tricks.</source>
        <translation>L’objectif va de {low} à {high} plis.</translation>
    </message>
    <message>
        <source>The trump is not hidden.</source>
        <translation>L’atout n’est pas caché.</translation>
    </message>
    <message>
        <source>Only a player who cannot follow suit may ask to see the trump.</source>
        <translation>Seul un joueur qui ne peut pas fournir peut demander à voir l’atout.</translation>
    </message>
    <message>
        <source>That move is not known.</source>
        <translation>Ce coup est inconnu.</translation>
    </message>
    <message>
        <source>In Hand every player plays alone: there is no side to concede to.</source>
        <translation>Au Hand, chacun joue pour soi&#xa0;: il n’y a pas d’équipe à qui abandonner les plis.</translation>
    </message>
    <message>
        <source>The 2 of hearts led is a trump (Satat): you must follow {suit}, the trump.</source>
        <translation>Le 2 de cœur entamé est un atout (Satat)&#xa0;: vous devez jouer {suit}, l’atout.</translation>
    </message>
    <message>
        <source>You must follow {suit}: under Satat the 2 of hearts is a trump, not a heart.</source>
        <translation>Vous devez jouer {suit}&#xa0;: avec le Satat, le 2 de cœur est un atout, pas un cœur.</translation>
    </message>
    <message>
        <source>You must follow {suit}, the trump: under Satat your 2 of hearts is one.</source>
        <translation>Vous devez jouer {suit}, l’atout&#xa0;: avec le Satat, votre 2 de cœur en est un.</translation>
    </message>
    <message>
        <source>You must follow {suit}, the trump (under Satat the 2 of hearts is one too).</source>
        <translation>Vous devez jouer {suit}, l’atout (avec le Satat, le 2 de cœur en est un aussi).</translation>
    </message>
    <message>
        <source>You cannot follow suit and must play a trump: under Satat your 2 of hearts is one.</source>
        <translation>Vous ne pouvez pas fournir et devez couper&#xa0;: avec le Satat, votre 2 de cœur est un atout.</translation>
    </message>
    <message>
        <source>You cannot follow suit and must play a trump: {suit} or the 2 of hearts (Satat).</source>
        <translation>Vous ne pouvez pas fournir et devez couper&#xa0;: {suit} ou le 2 de cœur (Satat).</translation>
    </message>
    <message>
        <source>made the call</source>
        <translation>annonce réussie</translation>
    </message>
    <message>
        <source>made a zero call</source>
        <translation>zéro réussi</translation>
    </message>
    <message>
        <source>took too many tricks</source>
        <translation>trop de plis</translation>
    </message>
    <message>
        <source>took too few tricks</source>
        <translation>pas assez de plis</translation>
    </message>
    <message>
        <source>1st place</source>
        <translation>1re place</translation>
    </message>
    <message>
        <source>2nd place</source>
        <translation>2e place</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3e place</translation>
    </message>
    <message>
        <source>4th place</source>
        <translation>4e place</translation>
    </message>
    <message>
        <source>Place {n}</source>
        <translation>{n}e place</translation>
    </message>
    <message>
        <source>Kot! The Hakem&apos;s side took the first seven tricks.</source>
        <translation>Kot&#x202f;! L’équipe du Hakem a fait les sept premiers plis.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side won the deal.</source>
        <translation>L’équipe du Hakem gagne la donne.</translation>
    </message>
    <message>
        <source>All thirteen tricks: a sweep!</source>
        <translation>Les treize plis&#xa0;: chelem&#x202f;!</translation>
    </message>
    <message>
        <source>Your side conceded the rest of the deal.</source>
        <translation>Votre équipe a abandonné le reste de la donne.</translation>
    </message>
    <message>
        <source>The other side conceded the rest of the deal.</source>
        <translation>L’autre équipe a abandonné le reste de la donne.</translation>
    </message>
    <message>
        <source>The deal stopped there: a side had its seven tricks.</source>
        <translation>La donne s’est arrêtée là&#xa0;: une équipe avait ses sept plis.</translation>
    </message>
    <message>
        <source>{n} deals won in a row: one court more.</source>
        <translation>{n} donnes gagnées d’affilée&#xa0;: un court de plus.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side made its target of {n} tricks.</source>
        <translation>L’équipe du Hakem a atteint son objectif de {n} plis.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side missed its target of {n} tricks.</source>
        <translation>L’équipe du Hakem a manqué son objectif de {n} plis.</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side made its target of {n} tricks.</source>
        <translation>l’équipe du Hakem a atteint son objectif de {n} plis.</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side missed its target of {n} tricks.</source>
        <translation>l’équipe du Hakem a manqué son objectif de {n} plis.</translation>
    </message>
    <message>
        <source>Kot, the first seven tricks!</source>
        <translation>Kot, les sept premiers plis&#x202f;!</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side won the deal.</source>
        <translation>l’équipe du Hakem a gagné la donne.</translation>
    </message>
    <message>
        <source>a sweep, all thirteen tricks!</source>
        <translation>chelem, les treize plis&#x202f;!</translation>
    </message>
    <message>
        <source>Kot, seven tricks before the other side could count one!</source>
        <translation>Kot, sept plis avant que l’autre équipe n’en marque un&#x202f;!</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side failed.</source>
        <translation>l’équipe du Hakem a chuté.</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side made its target.</source>
        <translation>l’équipe du Hakem a atteint son objectif.</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side missed its target.</source>
        <translation>l’équipe du Hakem a manqué son objectif.</translation>
    </message>
    <message>
        <source>Failed Hakem concedes double</source>
        <translation>Chute du Hakem doublée</translation>
    </message>
    <message>
        <source>Kot against the Hakem worth 3</source>
        <translation>Kot contre le Hakem à 3 points</translation>
    </message>
    <message>
        <source>Courts a side needs to win the match.</source>
        <translation>Courts qu’il faut à une équipe pour gagner la partie.</translation>
    </message>
    <message>
        <source>Points a side needs to win (each set, when several are played).</source>
        <translation>Points qu’il faut à une équipe pour gagner (chaque manche, s’il y en a plusieurs).</translation>
    </message>
    <message>
        <source>At most this many extra rounds while first place is shared.</source>
        <translation>Nombre maximal de manches en plus tant que la première place est partagée.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side taking the first seven tricks scores two courts (not with Bidding, where the target decides the courts).</source>
        <translation>L’équipe du Hakem qui fait les sept premiers plis marque deux courts (pas avec les enchères, où l’objectif décide des courts).</translation>
    </message>
    <message>
        <source>When the Hakem&apos;s side takes fewer than seven tricks, the others score double (with Bidding, a missed target still gives two courts, not four).</source>
        <translation>Quand l’équipe du Hakem fait moins de sept plis, l’autre équipe marque double (avec les enchères, un objectif manqué ne donne toujours que deux courts, pas quatre).</translation>
    </message>
    <message>
        <source>One more court for a side&apos;s third deal won in a row, and each one after.</source>
        <translation>Un court de plus pour la troisième donne gagnée d’affilée par une équipe, puis pour chacune des suivantes.</translation>
    </message>
    <message>
        <source>A side keeps the Hakem for two deals unless it fails the first.</source>
        <translation>Une équipe garde le Hakem deux donnes, sauf si elle chute à la première.</translation>
    </message>
    <message>
        <source>How often a deal is played without trump; the Hakem still leads.</source>
        <translation>La fréquence des donnes jouées sans atout&#x202f;; le Hakem entame toujours.</translation>
    </message>
    <message>
        <source>One set, or the best of three sets, each one starting again from 0.</source>
        <translation>Une seule manche, ou deux manches gagnantes sur trois, chacune repartant de 0.</translation>
    </message>
    <message>
        <source>All thirteen tricks are played; taking them all is worth three points.</source>
        <translation>Les treize plis se jouent&#x202f;; les faire tous vaut trois points.</translation>
    </message>
    <message>
        <source>A Kot is seven tricks before the other side takes one. Against the Hakem&apos;s side it is worth three points instead of two.</source>
        <translation>Un Kot, c’est sept plis avant que l’autre équipe en fasse un. Contre l’équipe du Hakem, il vaut trois points au lieu de deux.</translation>
    </message>
    <message>
        <source>The two of hearts is the highest trump, and plays as a trump, not a heart.</source>
        <translation>Le deux de cœur est le plus gros atout et se joue comme un atout, pas comme un cœur.</translation>
    </message>
    <message>
        <source>Kot against the Hakem&apos;s side!</source>
        <translation>Kot contre l’équipe du Hakem&#x202f;!</translation>
    </message>
    <message>
        <source>Rang: the Hakem picks trump after five cards; seven tricks take a court.</source>
        <translation>Le Rang&#xa0;: le Hakem choisit l’atout après cinq cartes&#x202f;; sept plis gagnent un court.</translation>
    </message>
    <message>
        <source>The Persian classic: the Hakem picks trump; the first side to seven tricks wins the deal.</source>
        <translation>Le classique persan&#xa0;: le Hakem choisit l’atout&#x202f;; la première équipe à sept plis gagne la donne.</translation>
    </message>
    <message>
        <source>4 players, each for themselves · 32&#xa0;cards (7&#xa0;to&#xa0;Ace)</source>
        <translation>4 joueurs, chacun pour soi · 32&#xa0;cartes (du&#xa0;7&#xa0;à&#xa0;l’As)</translation>
    </message>
    <message>
        <source>Plays a random card among those the rules allow: the weakest.</source>
        <translation>Joue une carte au hasard parmi celles que les règles permettent&#xa0;: le plus faible.</translation>
    </message>
    <message>
        <source>Kot! Seven tricks before the other side could count one.</source>
        <translation>Kot&#x202f;! Sept plis avant que l’autre équipe n’en marque un.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side failed.</source>
        <translation>L’équipe du Hakem a chuté.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side made its target.</source>
        <translation>L’équipe du Hakem a atteint son objectif.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side missed its target.</source>
        <translation>L’équipe du Hakem a manqué son objectif.</translation>
    </message>
    <message>
        <source>You stay the Hakem for the next deal.</source>
        <translation>Vous restez Hakem pour la donne suivante.</translation>
    </message>
    <message>
        <source>You are the Hakem for the next deal.</source>
        <translation>Vous êtes le Hakem de la donne suivante.</translation>
    </message>
    <message>
        <source>Your partner stays the Hakem for the next deal.</source>
        <translation>Votre partenaire reste Hakem pour la donne suivante.</translation>
    </message>
    <message>
        <source>Your partner is the Hakem for the next deal.</source>
        <translation>Votre partenaire est le Hakem de la donne suivante.</translation>
    </message>
    <message>
        <source>{name} stays the Hakem for the next deal.</source>
        <translation>{name} reste Hakem pour la donne suivante.</translation>
    </message>
    <message>
        <source>{name} is the Hakem for the next deal.</source>
        <translation>Hakem de la donne suivante&#xa0;: {name}.</translation>
    </message>
    <message>
        <source>Your side claimed every trick.</source>
        <translation>Votre équipe a réclamé tous les plis.</translation>
    </message>
    <message>
        <source>Your side claimed the last trick.</source>
        <translation>Votre équipe a réclamé le dernier pli.</translation>
    </message>
    <message>
        <source>Your side claimed the last {n} tricks.</source>
        <translation>Votre équipe a réclamé les {n} derniers plis.</translation>
    </message>
    <message>
        <source>The other side claimed every trick.</source>
        <translation>L’autre équipe a réclamé tous les plis.</translation>
    </message>
    <message>
        <source>The other side claimed the last trick.</source>
        <translation>L’autre équipe a réclamé le dernier pli.</translation>
    </message>
    <message>
        <source>The other side claimed the last {n} tricks.</source>
        <translation>L’autre équipe a réclamé les {n} derniers plis.</translation>
    </message>
    <message>
        <source>You claimed every trick.</source>
        <translation>Vous avez réclamé tous les plis.</translation>
    </message>
    <message>
        <source>You claimed the last trick.</source>
        <translation>Vous avez réclamé le dernier pli.</translation>
    </message>
    <message>
        <source>You claimed the last {n} tricks.</source>
        <translation>Vous avez réclamé les {n} derniers plis.</translation>
    </message>
    <message>
        <source>{name} claimed every trick.</source>
        <translation>{name} a réclamé tous les plis.</translation>
    </message>
    <message>
        <source>{name} claimed the last trick.</source>
        <translation>{name} a réclamé le dernier pli.</translation>
    </message>
    <message>
        <source>{name} claimed the last {n} tricks.</source>
        <translation>{name} a réclamé les {n} derniers plis.</translation>
    </message>
    <message>
        <source>The courts count double for a failed Hakem.</source>
        <translation>Les courts comptent double quand le Hakem chute.</translation>
    </message>
    <message>
        <source>Kuwaiti Hand</source>
        <translation>Hand koweïtien</translation>
    </message>
    <message>
        <source>Quick Hand (3 rounds)</source>
        <translation>Hand rapide (3 manches)</translation>
    </message>
    <message>
        <source>Single Sar</source>
        <translation>Single Sar</translation>
    </message>
    <message>
        <source>Kot / Double Sar</source>
        <translation>Kot / Double Sar</translation>
    </message>
    <message>
        <source>Hidden trump</source>
        <translation>Atout caché</translation>
    </message>
    <message>
        <source>Badam Satti</source>
        <translation>Badam Satti</translation>
    </message>
    <message>
        <source>Classic Hokm</source>
        <translation>Hokm classique</translation>
    </message>
    <message>
        <source>All 13 tricks</source>
        <translation>Les 13 plis</translation>
    </message>
    <message>
        <source>Satat</source>
        <translation>Satat</translation>
    </message>
    <message>
        <source>Double Sar</source>
        <translation>Double Sar</translation>
    </message>
    <message>
        <source>Compulsory trump</source>
        <translation>Coupe obligatoire</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Minuteur</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Sudden-death rounds</source>
        <translation>Manches de mort subite</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Hakem rotation</source>
        <translation>Rotation du Hakem</translation>
    </message>
    <message>
        <source>Courts for a sweep</source>
        <translation>Courts pour un chelem</translation>
    </message>
    <message>
        <source>Kot (Double Sar)</source>
        <translation>Kot (Double Sar)</translation>
    </message>
    <message>
        <source>Streak bonus</source>
        <translation>Bonus de série</translation>
    </message>
    <message>
        <source>Double Hakem</source>
        <translation>Double Hakem</translation>
    </message>
    <message>
        <source>Cards the Hakem sees</source>
        <translation>Cartes vues par le Hakem</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Play all 13 tricks</source>
        <translation>Jouer les 13 plis</translation>
    </message>
    <message>
        <source>Deal pattern</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <source>Time you have for each move; when it runs out, the table acts for you.</source>
        <translation>Temps dont vous disposez pour chaque coup&#x202f;; quand il est écoulé, la table agit à votre place.</translation>
    </message>
    <message>
        <source>Rounds played before the ranking.</source>
        <translation>Manches jouées avant le classement.</translation>
    </message>
    <message>
        <source>What a side needs to win.</source>
        <translation>Ce qu’il faut à une équipe pour gagner.</translation>
    </message>
    <message>
        <source>Who becomes Hakem after a deal.</source>
        <translation>Qui devient Hakem après une donne.</translation>
    </message>
    <message>
        <source>Courts won by taking all thirteen tricks.</source>
        <translation>Courts gagnés en faisant les treize plis.</translation>
    </message>
    <message>
        <source>The trump stays secret until a player who cannot follow asks.</source>
        <translation>L’atout reste secret jusqu’à ce qu’un joueur qui ne peut pas fournir demande à le voir.</translation>
    </message>
    <message>
        <source>How many cards the Hakem looks at before naming trump.</source>
        <translation>Nombre de cartes que le Hakem regarde avant de choisir l’atout.</translation>
    </message>
    <message>
        <source>The Hakem also names a target of 9, 10 or 11 tricks: made, 2 courts; missed, 2 courts to the other side (a Kot then scores nothing more).</source>
        <translation>Le Hakem fixe aussi un objectif de 9, 10 ou 11 plis&#xa0;: atteint, 2 courts&#x202f;; manqué, 2 courts pour l’autre équipe (un Kot ne rapporte alors rien de plus).</translation>
    </message>
    <message>
        <source>If you cannot follow suit but hold a trump, you must trump.</source>
        <translation>Si vous ne pouvez pas fournir mais avez de l’atout, vous devez couper.</translation>
    </message>
    <message>
        <source>A trick counts only once its side has won two in a row; a trick left alone when its run breaks goes to nobody.</source>
        <translation>Un pli ne compte qu’une fois que son équipe en a remporté deux d’affilée&#x202f;; un pli resté seul quand sa série est rompue ne va à personne.</translation>
    </message>
    <message>
        <source>How the cards are dealt after trump (looks only).</source>
        <translation>Comment les cartes sont distribuées après l’atout (apparence seulement).</translation>
    </message>
    <message>
        <source>Never</source>
        <comment>Badam Satti: no deal without trump</comment>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>one deal in </source>
        <comment>Badam Satti: one deal in N without trump</comment>
        <translation>une donne sur </translation>
    </message>
    <message>
        <source>Turn timer: choose 0 (off) or 5 to 300 seconds.</source>
        <translation>Minuteur&#xa0;: choisissez 0 (désactivé) ou une durée de 5 à 300 secondes.</translation>
    </message>
    <message>
        <source>Badam Satti: choose “Never”, or one deal in 2 to 10; one in 1 would leave no deal with a trump.</source>
        <translation>Badam Satti&#xa0;: choisissez «&#xa0;Jamais&#xa0;», ou une donne sur 2 à 10&#x202f;; une sur 1 ne laisserait aucune donne avec atout.</translation>
    </message>
    <message>
        <source>Double Hakem does not go with “the winning side keeps it”: the winning side already keeps the Hakem.</source>
        <translation>Le Double Hakem ne va pas avec «&#xa0;l’équipe gagnante le garde&#xa0;»&#xa0;: l’équipe gagnante garde déjà le Hakem.</translation>
    </message>
    <message>
        <source>These house rules do not go together.</source>
        <translation>Ces règles maison sont incompatibles.</translation>
    </message>
    <message>
        <source>to the right (counter-clockwise)</source>
        <translation>vers la droite (sens antihoraire)</translation>
    </message>
    <message>
        <source>to the left (clockwise)</source>
        <translation>vers la gauche (sens horaire)</translation>
    </message>
    <message>
        <source>the winning side keeps it</source>
        <translation>l’équipe gagnante le garde</translation>
    </message>
    <message>
        <source>one set</source>
        <translation>une manche</translation>
    </message>
    <message>
        <source>best of three</source>
        <translation>deux manches gagnantes sur trois</translation>
    </message>
</context>
<context>
    <name>TotalsChart</name>
    <message>
        <source>No round has been scored yet.</source>
        <translation>Aucune manche n’a encore été comptée.</translation>
    </message>
    <message>
        <source>No deal has been scored yet.</source>
        <translation>Aucune donne n’a encore été comptée.</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>You are the Hakem</source>
        <translation>Vous êtes le Hakem</translation>
    </message>
    <message>
        <source>Look at your first cards and name the trump suit.</source>
        <translation>Regardez vos premières cartes et choisissez la couleur d’atout.</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Objectif&#xa0;:</translation>
    </message>
    <message>
        <source>Name the trump and a target (every target scores the same).</source>
        <translation>Choisissez l’atout et un objectif (chacun rapporte autant).</translation>
    </message>
    <message>
        <source>Choose a suit</source>
        <translation>Choisissez une couleur</translation>
    </message>
    <message>
        <source>Choose a target</source>
        <translation>Choisissez un objectif</translation>
    </message>
    <message>
        <source>Name {suit} as trump, target {target}</source>
        <translation>Atout {suit}, objectif {target}</translation>
    </message>
    <message>
        <source>Name {suit} as trump</source>
        <translation>Atout {suit}</translation>
    </message>
</context>
<context>
    <name>TurnTimerBox</name>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n}&#xa0;s</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n}&#xa0;min</translation>
    </message>
</context>
<context>
    <name>UnsavedQuit</name>
    <message>
        <source>Export the match</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Unsaved moves</source>
        <translation>Coups non enregistrés</translation>
    </message>
    <message>
        <source>The last moves of this match could not be saved.</source>
        <translation>Les derniers coups de cette partie n’ont pas pu être enregistrés.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>&amp;Quit without saving</source>
        <translation>&amp;Quitter sans enregistrer</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>The match was not exported.</source>
        <translation>La partie n’a pas été exportée.</translation>
    </message>
</context>
</TS>
